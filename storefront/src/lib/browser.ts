/** Full-page navigation (sign-in, sign-out, the back-office), kept in one place so tests can replace it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
