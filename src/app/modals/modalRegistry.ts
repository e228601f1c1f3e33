// The modals uiSlice can open, by name. Each is a lazy chunk, loaded when first opened:
//   registerModal('confirmAbortRfq', lazy(() => import('../../features/rfqs/ConfirmAbortRfqModal')));
import type { ComponentType, LazyExoticComponent } from 'react';

/** A modal's content receives the props given when it was opened, and `close`. */
export type ModalProps = Record<string, unknown> & { close: () => void };
export type ModalComponent = ComponentType<ModalProps> | LazyExoticComponent<ComponentType<ModalProps>>;
export type ModalDefinition = { component: ModalComponent; titleId: string; descriptionId?: string };

const registry = new Map<string, ModalDefinition>();

export function registerModal(name: string, definition: ModalDefinition): void {
  registry.set(name, definition);
}

export function findModal(name: string): ModalDefinition | undefined {
  return registry.get(name);
}
