// The active language and its messages, outside React so route middleware and the HTTP client can read and
// change it (§7: default loaded at start, others lazily on first request, then cached; active loads nothing).
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** Message texts by key: ICU strings (tests, server) or syntax trees precompiled by the webpack build. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export type MessageLoader = (locale: Locale) => Promise<Messages>;

export type I18nSnapshot = { locale: Locale; messages: Messages };

export type I18n = {
  getSnapshot: () => I18nSnapshot;
  getLocale: () => Locale;
  subscribe: (listener: () => void) => () => void;
  /** Loads (once) and activates a language; no or an unknown language means the default. */
  setLocale: (requested?: string | null) => Promise<Locale>;
  isLoaded: (locale: Locale) => boolean;
};

type Options = {
  defaultLocale?: Locale;
  /** The default language's messages, bundled so the first page renders without waiting. */
  defaultMessages: Messages;
  load: MessageLoader;
  /** Called with a key no message file has; the text shown is empty (§8). */
  onMissing?: (id: string, locale: Locale) => void;
  onActivate?: (locale: Locale) => void;
};

// Properties JavaScript itself probes on any object (a promise resolving with it asks for `then`).
const NOT_MESSAGE_KEYS = new Set(['then', 'toJSON', '$$typeof', '__esModule', 'asymmetricMatch', 'nodeType']);

/**
 * Messages where an unknown key reads as an empty string. react-intl looks keys up with hasOwnProperty and, with
 * `fallbackOnEmptyString={false}`, renders an empty message as is, so a missing text is blank, never the raw key.
 */
export function withMissingAsEmpty<M extends Messages>(
  messages: M,
  locale: Locale,
  onMissing?: (id: string, locale: Locale) => void,
): M {
  const own = (key: string | symbol) => typeof key === 'string' && Object.prototype.hasOwnProperty.call(messages, key);
  return new Proxy(messages, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || own(key)) return Reflect.get(target, key, receiver);
      if (key in Object.prototype || NOT_MESSAGE_KEYS.has(key)) return Reflect.get(target, key, receiver);
      onMissing?.(key, locale);
      return '';
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key !== 'string' || own(key)) return Reflect.getOwnPropertyDescriptor(target, key);
      return { value: '', writable: false, enumerable: false, configurable: true };
    },
  });
}

export function createI18n({
  defaultLocale = DEFAULT_LOCALE,
  defaultMessages,
  load,
  onMissing,
  onActivate,
}: Options): I18n {
  const cache = new Map<Locale, Promise<Messages>>();
  cache.set(defaultLocale, Promise.resolve(withMissingAsEmpty(defaultMessages, defaultLocale, onMissing)));
  const loaded = new Set<Locale>([defaultLocale]);
  let snapshot: I18nSnapshot = {
    locale: defaultLocale,
    messages: withMissingAsEmpty(defaultMessages, defaultLocale, onMissing),
  };
  const listeners = new Set<() => void>();
  // A later request wins over an earlier one still loading.
  let latestRequest = 0;

  function messagesFor(locale: Locale): Promise<Messages> {
    let pending = cache.get(locale);
    if (!pending) {
      pending = load(locale).then(
        (messages) => {
          loaded.add(locale);
          return withMissingAsEmpty(messages, locale, onMissing);
        },
        (error: unknown) => {
          // A failed download may succeed next time (a new deploy, a network blip): do not cache the failure.
          cache.delete(locale);
          throw error;
        },
      );
      cache.set(locale, pending);
    }
    return pending;
  }

  return {
    getSnapshot: () => snapshot,
    getLocale: () => snapshot.locale,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoaded: (locale) => loaded.has(locale),
    async setLocale(requested) {
      const locale = isLocale(requested) ? requested : defaultLocale;
      const request = ++latestRequest;
      if (locale === snapshot.locale) return locale;
      const messages = await messagesFor(locale);
      if (request !== latestRequest) return snapshot.locale;
      snapshot = { locale, messages };
      onActivate?.(locale);
      listeners.forEach((listener) => listener());
      return locale;
    },
  };
}
