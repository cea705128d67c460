import type { WizardForm } from './wizard-form';

/**
 * Unsaved fields survive a reload or a crash: they are kept in this browser under the service's id,
 * beside the version of the service they were written over. A stored copy written over an older
 * version is ignored, so a save made on another device is never overwritten by stale fields.
 */
type Stored = { base: string; form: WizardForm };
const keyOf = (serviceId: number) => `serviceWizard:${serviceId}`;

export function readStoredForm(serviceId: number, base: string): WizardForm | undefined {
  try {
    const raw = localStorage.getItem(keyOf(serviceId));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Stored;
    return stored.base === base ? stored.form : undefined;
  } catch {
    return undefined;
  }
}

export function storeForm(serviceId: number, base: string, form: WizardForm) {
  try {
    localStorage.setItem(keyOf(serviceId), JSON.stringify({ base, form } satisfies Stored));
  } catch {
    // Storage full or blocked: the server keeps what was last saved.
  }
}

export function forgetStoredForm(serviceId: number) {
  try {
    localStorage.removeItem(keyOf(serviceId));
  } catch {
    // Nothing to forget.
  }
}
