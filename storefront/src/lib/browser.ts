/**
 * Full-page navigation (sign-in, sign-out, the back-office), kept in one place so tests can watch it: they spy on
 * `browser.navigate` (jsdom cannot leave the page), which works however many test files share one module graph.
 */
export const browser = {
  navigate(url: string): void {
    window.location.assign(url);
  },
};

export function navigateTo(url: string): void {
  browser.navigate(url);
}
