import { describe, expect, it } from 'vitest';
import { sandboxCheckoutSchema } from '../../contracts/payments.ts';
import { publicProfileSchema } from '../../contracts/profiles.ts';
import { accountColumns } from '../../excel/domain/account-columns.ts';
import { exportedColumnsFor } from '../../excel/domain/account-sheet.ts';
import type { Actor } from '../../shared/context.ts';
import {
  backOfficeViewerOf,
  isExportedFor,
  maskDocumentNumber,
  type PersonalDataItem,
  personalDataFields,
  personalDataItems,
  revealed,
  type Viewer,
  visibilityOf,
} from './personal-data-visibility.ts';

const viewers: Viewer[] = ['administrator', 'salesman', 'coach', 'coachee', 'member', 'checkoutVisitor'];
const shown = (viewer: Viewer) => personalDataItems.filter((item) => visibilityOf(viewer, item) === 'shown');
const fieldsOf = (item: PersonalDataItem): readonly string[] => personalDataFields[item];
const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

// The product's rules (ADR 0033), stated as rules rather than as a copy of the table.
describe('personal data per viewer', () => {
  it('shows an administrator everything, and nobody more than an administrator', () => {
    expect(shown('administrator')).toEqual(personalDataItems);
    for (const viewer of viewers) {
      for (const item of shown(viewer)) expect(visibilityOf('administrator', item), item).toBe('shown');
    }
  });

  it('lets a salesman reach people (name, e-mail, phone) but shows identity documents only masked', () => {
    for (const item of ['name', 'email', 'phone'] as const)
      expect(visibilityOf('salesman', item)).toBe('shown');
    expect(revealed('salesman', 'identityDocument', '12345678990')).toBe('123******90');
    expect(revealed('salesman', 'identityDocument', null)).toBeNull();
  });

  it("leaves out of a salesman's export what they see masked, and keeps every column for an administrator", () => {
    const salesmanFields = exportedColumnsFor('salesman').map((column) => column.field);
    expect(salesmanFields).not.toContain('identityNumber');
    expect(salesmanFields).not.toContain('passportNumber');
    expect(salesmanFields).toContain('email');
    expect(exportedColumnsFor('administrator')).toEqual(accountColumns);
    expect(isExportedFor('salesman', 'score')).toBe(true);
  });

  it("shows a coach the coachee's e-mail only when the coachee shares it", () => {
    expect(revealed('coach', 'email', 'ayse@example.com', false)).toBeNull();
    expect(revealed('coach', 'email', 'ayse@example.com', true)).toBe('ayse@example.com');
  });

  it("shows a coachee the coach's e-mail, whatever the coach chose: the coachee may have to get in touch first", () => {
    expect(revealed('coachee', 'email', 'mehmet@example.com', false)).toBe('mehmet@example.com');
  });

  it("never shows a project's partners, or members, anyone's phone or identity document", () => {
    for (const viewer of ['coach', 'coachee', 'member'] as const) {
      for (const item of ['phone', 'identityDocument'] as const) {
        expect(visibilityOf(viewer, item), `${viewer} ${item}`).toBe('hidden');
      }
    }
  });

  it('shows the visitor of a checkout page nothing of the payer, and its answer carries no personal field', () => {
    expect(shown('checkoutVisitor')).toEqual([]);
    const fields = keysOf(sandboxCheckoutSchema);
    for (const item of personalDataItems) {
      for (const field of fieldsOf(item)) expect(fields, `${item}: ${field}`).not.toContain(field);
    }
  });

  it("builds a member's view of a public profile from nothing a member may not see", () => {
    const fields = keysOf(publicProfileSchema);
    for (const item of personalDataItems.filter((one) => visibilityOf('member', one) === 'hidden')) {
      for (const field of fieldsOf(item)) expect(fields, `${item}: ${field}`).not.toContain(field);
    }
  });

  it('takes the back-office view from the actor: the system sees all, a salesman masked, anyone else nothing', () => {
    // Only the role counts: the rest of the actor is not read.
    const account = (role: 'Administrator' | 'Salesman' | 'User') =>
      ({ kind: 'account', accountId: 'a', role, sessionId: 's' }) as unknown as Actor;
    expect(backOfficeViewerOf({ kind: 'system' })).toBe('administrator');
    expect(backOfficeViewerOf(account('Administrator'))).toBe('administrator');
    expect(backOfficeViewerOf(account('Salesman'))).toBe('salesman');
    expect(shown(backOfficeViewerOf(account('User')))).toEqual([]);
    expect(shown(backOfficeViewerOf({ kind: 'anonymous' }))).toEqual([]);
  });
});

describe('maskDocumentNumber', () => {
  it('keeps the length and shows only edges that leave most of the number hidden', () => {
    expect(maskDocumentNumber('12345678990')).toBe('123******90');
    expect(maskDocumentNumber('U12345678')).toBe('*******78');
    expect(maskDocumentNumber('AB1234')).toBe('****34');
    expect(maskDocumentNumber('AB12')).toBe('****');
  });
});
