// Full-page reloads. One module so tests can spy on them (jsdom cannot navigate).
export function reloadPage(): void {
  window.location.reload();
}
