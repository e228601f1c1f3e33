// Which screen a page rendered on the server was laid out for. The server cannot see the viewport; it guesses a
// phone from the browser's own hint (Sec-CH-UA-Mobile, else the user agent), renders the narrow layout for it, and
// says so on #root, so that hydration starts from the same layout and a phone's first paint is the phone's layout.
let phone = false;

export function renderForPhone(value: boolean): void {
  phone = value;
}

/** What a media query for a narrow screen is taken to answer until the browser can be asked (hydration). */
export const renderedForPhone = (): boolean => phone;
