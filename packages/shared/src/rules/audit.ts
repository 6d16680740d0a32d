import { ko } from '../messages/ko';
import { kstDateTime } from './kst';
import { formatNumber } from './number';

const t = ko.memberAdminUi;

/** One field of an audit row's before/after state, as the audit log shows it. */
export interface AuditPart {
  field: string;
  label: string;
  text: string;
}

/** An instant as the server writes it (ISO 8601 with a zone). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** How one recorded value reads: coded values by their label, money with 원, instants in Korea time. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.auditNone;
  if (typeof value === 'boolean') return value ? t.auditYes : t.auditNo;
  if (typeof value === 'number') {
    return t.auditMoney.includes(field) ? `${formatNumber(value)}${ko.common.won}` : formatNumber(value);
  }
  if (typeof value === 'string') {
    const label = t.auditValues[field]?.[value];
    if (label) return label;
    if (t.auditTimes.includes(field) || ISO_INSTANT.test(value)) {
      const at = new Date(value);
      if (!Number.isNaN(at.getTime())) return kstDateTime(at);
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => auditValueText(field, v)).join(', ');
  return auditParts(value)
    .map((p) => `${p.label} ${p.text}`)
    .join(', ');
}

/**
 * The fields of a before/after state worth showing, labelled in Korean. Empty fields and the ones
 * repeated elsewhere in the row are left out; a field without a label keeps its name (a test
 * checks that every field the server records has one).
 */
export function auditParts(state: unknown): AuditPart[] {
  if (state === null || state === undefined) return [];
  if (typeof state !== 'object' || Array.isArray(state)) {
    return [{ field: '', label: '', text: auditValueText('', state) }];
  }
  return Object.entries(state as Record<string, unknown>)
    .filter(([k, v]) => v !== null && v !== undefined && v !== '' && !t.auditHidden.includes(k))
    .map(([k, v]) => ({ field: k, label: t.auditFields[k] ?? k, text: auditValueText(k, v) }));
}

/** Fields whose value is whatever was typed or generated (names, memos, ids): any text is fine. */
const FREE_TEXT = ['selCoinUseSn', 'memo', 'reason', 'companyName', 'groupCode', 'email', 'name', 'reply'];

/** A part that still shows a code or a raw value: a field without a label, an unlabelled code, an ISO time. */
export function unlabelledAuditPart(part: AuditPart): boolean {
  if (part.field !== '' && !Object.hasOwn(t.auditFields, part.field)) return true;
  if (FREE_TEXT.includes(part.field)) return false;
  return /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|^[A-Z]{2,}$/.test(part.text) || ISO_INSTANT.test(part.text);
}

/**
 * Who acted in a row without an acting member: the operator's command (`npm run member`, recorded
 * with `via: 'cli'`), else a refund made outside the app (PortOne console). Null: a member acted.
 */
export function auditActorLabel(row: { actorMbrSn: number | null; after: unknown }): string | null {
  if (row.actorMbrSn !== null) return null;
  const via = (row.after as { via?: unknown } | null)?.via;
  return via === 'cli' ? t.auditCommandActor : t.auditOutsideActor;
}
