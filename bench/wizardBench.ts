// Wizard timings: 10,000 transitions, one save of a fully filled form, and what compression saves.
// Prints figures only. Run: npx tsx bench/wizardBench.ts
import { performance } from 'node:perf_hooks';
import { createActor, transition } from 'xstate';
import { loadFormCodec } from '../machines/auctionForm/formCodec';
import { createMemoryStorage } from '../machines/auctionForm/memoryStorage';
import { FORM_STORAGE_KEY, saveForm, serializeForm } from '../machines/auctionForm/persistence';
import type { AuctionFormEvent } from '../machines/auctionForm/types';
import { fillEverything, fold, quietMachine } from '../__tests__/machines/fixtures';

const TRANSITIONS = 10_000;
// Saving makes each event cost a compression; fewer events keep the bench short.
const SAVING_TRANSITIONS = 1_000;
const SAVES = 200;

/** A customer going back and forth on a filled form: edits, validations and navigation. */
function eventAt(i: number): AuctionFormEvent {
  const cycle: AuctionFormEvent[] = [
    { type: 'GO_TO_STEP', step: 'wishes' },
    { type: 'SET_STEP_DATA', step: 'wishes', formData: { customer_comments: `Kommentar ${i}` } },
    { type: 'VALIDATE_STEP' },
    { type: 'PREVIOUS' },
    { type: 'VALIDATE_STEP' },
    { type: 'NEXT' },
    { type: 'GO_TO_STEP', step: 'housingSituation' },
    { type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: 4 },
    { type: 'CUT_LIST', step: 'housingSituation', list: 'properties', count: 3 },
    { type: 'VALIDATE_STEP' },
    { type: 'GO_TO_FIRST_INVALID' },
  ];
  return cycle[i % cycle.length];
}

function ms(start: number): string {
  return `${(performance.now() - start).toFixed(1)} ms`;
}

async function main() {
  // Saving compresses with lz-string, which the browser loads on demand.
  await loadFormCodec();
  const filled = fold(fillEverything());

  // Pure fold: what replay and the graph tests pay.
  let snapshot = filled;
  let start = performance.now();
  for (let i = 0; i < TRANSITIONS; i += 1) [snapshot] = transition(quietMachine, snapshot, eventAt(i));
  const pure = ms(start);

  // Live actor: what the browser pays, without storage.
  const actor = createActor(quietMachine, { input: { restored: filled.context } }).start();
  start = performance.now();
  for (let i = 0; i < TRANSITIONS; i += 1) actor.send(eventAt(i));
  const live = ms(start);

  // Live actor saving to an in-memory storage after every saving event, as in the browser.
  const storage = createMemoryStorage();
  const savingMachine = quietMachine.provide({
    actions: { saveForm: ({ context }) => void saveForm(context, storage) },
  });
  const saving = createActor(savingMachine, { input: { restored: filled.context } }).start();
  start = performance.now();
  for (let i = 0; i < SAVING_TRANSITIONS; i += 1) saving.send(eventAt(i));
  const liveSaving = ms(start);

  // One save of the fully filled form: compress and write.
  const context = filled.context;
  start = performance.now();
  saveForm(context, storage);
  const firstSave = ms(start);
  start = performance.now();
  for (let i = 0; i < SAVES; i += 1) saveForm(context, storage);
  const meanSave = `${((performance.now() - start) / SAVES).toFixed(2)} ms`;

  const json = JSON.stringify(context);
  const compressed = serializeForm(context);
  const jsonBytes = Buffer.byteLength(json, 'utf8');
  // Browsers hold storage strings as UTF-16: two bytes per code unit.
  const compressedBytes = compressed.length * 2;

  console.log(`${TRANSITIONS} transitions, pure transition():        ${pure}`);
  console.log(`${TRANSITIONS} transitions, live actor (no storage):  ${live}`);
  console.log(`${SAVING_TRANSITIONS} transitions, live actor saving to memory: ${liveSaving}`);
  console.log(`one save of the fully filled form, first:    ${firstSave}`);
  console.log(`one save of the fully filled form, mean of ${SAVES}: ${meanSave}`);
  console.log(`JSON: ${json.length} chars, ${jsonBytes} bytes UTF-8`);
  console.log(
    `compressed (compressToUTF16): ${compressed.length} chars, ${compressedBytes} bytes as UTF-16 ` +
      `(${((100 * compressedBytes) / (json.length * 2)).toFixed(1)}% of the JSON held as UTF-16)`,
  );
  console.log(`stored under ${FORM_STORAGE_KEY}: ${storage.getItem(FORM_STORAGE_KEY)?.length ?? 0} chars`);
}

void main();
