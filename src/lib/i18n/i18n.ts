// The active language and its messages, outside React so route middleware and the HTTP client can read and
// change it (§7: default loaded at start, others lazily on first request, then cached; active loads nothing).
// Messages come in bundles (messageBundles.ts): core first, a feature's bundle when a route of it loads.
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locales';
import type { BundleName } from './messageBundles';

/** Message texts by key: ICU strings (tests, server) or syntax trees precompiled by the webpack build. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
/** One bundle's messages in one language (messageBundles.ts); a loader may return more, never less. */
export type MessageLoader = (locale: Locale, bundle: BundleName) => Promise<Messages>;

export type I18nSnapshot = { locale: Locale; messages: Messages };

export type I18n = {
  getSnapshot: () => I18nSnapshot;
  getLocale: () => Locale;
  subscribe: (listener: () => void) => () => void;
  /**
   * Loads (once) and activates a language; no or an unknown language means the default. Every bundle asked for so
   * far is loaded in the new language before the switch, so no text of the page goes blank.
   */
  setLocale: (requested?: string | null) => Promise<Locale>;
  /** Loads (once) bundles in the active language, or in the one being switched to; they stay in every later one. */
  ensureBundles: (bundles: readonly BundleName[]) => Promise<void>;
  /** Whether a language's core bundle is here. */
  isLoaded: (locale: Locale) => boolean;
};

type Options = {
  defaultLocale?: Locale;
  /** The default language's core bundle, bundled so the first page renders without waiting. */
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
  /** Each language's messages so far: the union of its loaded bundles. */
  const messages = new Map<Locale, Messages>([[defaultLocale, defaultMessages]]);
  const pending = new Map<Locale, Map<BundleName, Promise<void>>>([
    [defaultLocale, new Map([['core', Promise.resolve()]])],
  ]);
  const loaded = new Map<Locale, Set<BundleName>>([[defaultLocale, new Set(['core'])]]);
  /** The bundles asked for so far: every language switched to gets all of them. */
  const wanted = new Set<BundleName>(['core']);
  let snapshot: I18nSnapshot = {
    locale: defaultLocale,
    messages: withMissingAsEmpty(defaultMessages, defaultLocale, onMissing),
  };
  const listeners = new Set<() => void>();
  // A later request wins over an earlier one still loading.
  let latestRequest = 0;
  /** The language of the latest request: bundles asked for meanwhile load in it, not in the one being left. */
  let target: Locale = defaultLocale;

  function publish(locale: Locale) {
    snapshot = { locale, messages: withMissingAsEmpty(messages.get(locale) ?? {}, locale, onMissing) };
    listeners.forEach((listener) => listener());
  }

  function loadBundle(locale: Locale, bundle: BundleName): Promise<void> {
    const ofLocale = pending.get(locale) ?? new Map<BundleName, Promise<void>>();
    pending.set(locale, ofLocale);
    let loading = ofLocale.get(bundle);
    if (!loading) {
      loading = load(locale, bundle).then(
        (bundleMessages) => {
          messages.set(locale, { ...messages.get(locale), ...bundleMessages } as Messages);
          loaded.set(locale, new Set(loaded.get(locale)).add(bundle));
          if (snapshot.locale === locale) publish(locale);
        },
        (error: unknown) => {
          // A failed download may succeed next time (a new deploy, a network blip): do not cache the failure.
          ofLocale.delete(bundle);
          throw error;
        },
      );
      ofLocale.set(bundle, loading);
    }
    return loading;
  }

  async function loadWanted(locale: Locale) {
    // A bundle asked for while these load (a page's chunk arriving) must be there too: check again.
    for (;;) {
      const missing = [...wanted].filter((bundle) => !loaded.get(locale)?.has(bundle));
      if (missing.length === 0) return;
      await Promise.all(missing.map((bundle) => loadBundle(locale, bundle)));
    }
  }

  return {
    getSnapshot: () => snapshot,
    getLocale: () => snapshot.locale,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoaded: (locale) => loaded.get(locale)?.has('core') ?? false,
    async ensureBundles(bundles) {
      bundles.forEach((bundle) => wanted.add(bundle));
      await Promise.all(bundles.map((bundle) => loadBundle(target, bundle)));
    },
    async setLocale(requested) {
      const locale = isLocale(requested) ? requested : defaultLocale;
      const request = ++latestRequest;
      target = locale;
      try {
        await loadWanted(locale);
      } catch (error) {
        if (request === latestRequest) target = snapshot.locale;
        throw error;
      }
      if (request !== latestRequest || locale === snapshot.locale) return snapshot.locale;
      onActivate?.(locale);
      publish(locale);
      return locale;
    },
  };
}
