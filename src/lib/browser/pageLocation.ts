// Full-page navigations. One module so tests can spy on them (jsdom cannot navigate).
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
