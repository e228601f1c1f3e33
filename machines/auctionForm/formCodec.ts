// lz-string, which the saved form is compressed with, arrives with the first draft to read or write
// rather than with the wizard: a fresh visitor's first paint does not wait for it.
import type * as LZString from 'lz-string';

export type FormCodec = Pick<typeof LZString, 'compressToUTF16' | 'decompressFromUTF16'>;

let codec: FormCodec | null = null;
let loading: Promise<FormCodec> | null = null;

/** Loads the codec once; a failure is forgotten, so the next save or restore tries again. */
export function loadFormCodec(): Promise<FormCodec> {
  if (codec) return Promise.resolve(codec);
  loading ??= import(/* webpackChunkName: "form-codec" */ 'lz-string').then(
    // A CommonJS module: webpack and babel also give its functions by name, Node's own import only as default.
    (module: FormCodec & { default?: FormCodec }) =>
      (codec = typeof module.compressToUTF16 === 'function' ? module : (module.default ?? module)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The codec when it has arrived; null before. */
export function loadedFormCodec(): FormCodec | null {
  return codec;
}
