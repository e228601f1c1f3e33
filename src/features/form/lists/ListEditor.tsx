// A list the customer grows and cuts (properties, vehicles, debts): each entry a titled group with its own remove
// button; adding focuses the new entry, removing focuses the add button. Lists the wizard knows (GROW_LIST /
// CUT_LIST) are told to it as they change, so a recording shows the customer's own steps.
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FormRecord, ListRef } from '../../../../machines/auctionForm/types';
import { Button } from '../../../components/Button/Button';
import { useFormActor } from '../session/formSessionContext';
import './lists.css';

export interface ListEditorProps {
  /** Formik path of the list. */
  name: string;
  /** The wizard's name for the list, when it is one of its own (steps.ts emptyListEntry). */
  listRef?: ListRef;
  /** Heading of the entry at `index`, e.g. "Bolig 1". */
  entryTitle: (index: number, entry: FormRecord) => string;
  renderEntry: (index: number, prefix: string) => ReactNode;
  /** One button per kind of entry the customer can add (a home owned, a home to buy). */
  addButtons: readonly { label: string; newEntry: () => FormRecord }[];
  /** Text when the list is empty. */
  empty?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  max?: number;
}

export function ListEditor({
  name,
  listRef,
  entryTitle,
  renderEntry,
  addButtons,
  empty,
  headingLevel = 2,
  max = 25,
}: ListEditorProps) {
  const formik = useFormikContext<FormRecord>();
  const actor = useFormActor();
  const intl = useIntl();
  const entries = (getIn(formik.values, name) as FormRecord[] | undefined) ?? [];
  const addRef = useRef<HTMLButtonElement>(null);
  // The entry to focus once it is rendered (after an add).
  const focusEntry = useRef<number | null>(null);
  const entryRefs = useRef(new Map<number, HTMLElement>());
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const listError = getIn(formik.errors, name);
  const listErrorText =
    typeof listError === 'object' &&
    listError !== null &&
    !Array.isArray(listError) &&
    'id' in listError &&
    formik.submitCount > 0
      ? intl.formatMessage({ id: (listError as { id: string }).id })
      : null;

  useEffect(() => {
    if (focusEntry.current === null) return;
    entryRefs.current.get(focusEntry.current)?.focus();
    focusEntry.current = null;
  });

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <div className="list-editor">
          {entries.length === 0 && empty && <p className="list-editor__empty">{empty}</p>}
          {entries.map((entry, index) => {
            const title = entryTitle(index, entry);
            const headingId = `${name}-${index}-heading`.replace(/\./g, '-');
            return (
              <section key={index} className="list-editor__entry" aria-labelledby={headingId}>
                <div className="list-editor__entry-header">
                  <Heading
                    id={headingId}
                    tabIndex={-1}
                    className="list-editor__entry-title"
                    ref={(element: HTMLHeadingElement | null) => {
                      if (element) entryRefs.current.set(index, element);
                      else entryRefs.current.delete(index);
                    }}
                  >
                    {title}
                  </Heading>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      const remaining = entries.filter((_, i) => i !== index);
                      helpers.remove(index);
                      if (index === entries.length - 1 && listRef) {
                        actor.send({ type: 'CUT_LIST', ...listRef, count: remaining.length });
                      }
                      // A middle entry is no cut of the tail: the draft sends the new list as step data.
                      addRef.current?.focus();
                    }}
                  >
                    {intl.formatMessage({ id: 'form.list.remove' })}
                    {/* The visible word is enough beside the title; a screen reader hears which entry goes. */}
                    <span className="visually-hidden"> {title}</span>
                  </Button>
                </div>
                {renderEntry(index, `${name}.${index}`)}
              </section>
            );
          })}
          {listErrorText && (
            <p className="field__error" role="alert">
              {listErrorText}
            </p>
          )}
          {entries.length < max && (
            <div className="list-editor__add">
              {addButtons.map((button, buttonIndex) => (
                <Button
                  key={button.label}
                  ref={buttonIndex === 0 ? addRef : undefined}
                  variant="secondary"
                  onClick={() => {
                    helpers.push(button.newEntry());
                    if (listRef) actor.send({ type: 'GROW_LIST', ...listRef, count: entries.length + 1 });
                    focusEntry.current = entries.length;
                  }}
                >
                  {button.label}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </FieldArray>
  );
}
