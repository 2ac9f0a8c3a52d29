// Never download a browser at install time: tests use Debian's Chromium.
module.exports = { skipDownload: true };
