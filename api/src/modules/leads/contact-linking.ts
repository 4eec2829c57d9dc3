import { normalizeEmail, normalizeIndianMobile } from '../../../../common/contact-details';
import type { ContactIdentityKind } from '../../../../common/leads';
import type { Em } from '../../db/orm';
import { Contact, ContactIdentity } from './contact.entity';
import { Lead } from './lead.entity';

export interface IdentityValue {
  kind: ContactIdentityKind;
  value: string;
}

/** The normalised e-mail and mobile by which a person is recognised. */
export function contactIdentitiesOf(details: {
  email?: string | null | undefined;
  mobile?: string | null | undefined;
}): IdentityValue[] {
  const email = normalizeEmail(details.email);
  const mobile = normalizeIndianMobile(details.mobile);
  return [
    ...(email ? [{ kind: 'EMAIL' as const, value: email }] : []),
    ...(mobile ? [{ kind: 'MOBILE' as const, value: mobile }] : []),
  ];
}

/**
 * Puts the lead with the contact that shares its e-mail or mobile, making one when none does
 * and merging contacts when the lead bridges two (the older one stays, the others' leads and
 * details move to it). Call it inside the transaction that writes the lead: the lead and its
 * contact are stored together or not at all.
 */
export async function linkLeadToContact(em: Em, lead: Lead): Promise<Contact> {
  const identities = contactIdentitiesOf(lead);
  await lockIdentities(em, identities);
  const known = identities.length
    ? await em.find(ContactIdentity, {
        $or: identities.map(({ kind, value }) => ({ kind, value })),
      })
    : [];
  const contactIds = [...new Set(known.map((identity) => identity.contact.id))].sort(
    (a, b) => a - b,
  );
  const contact = contactIds.length
    ? await mergeContacts(em, contactIds)
    : em.create(Contact, { name: lead.name });
  contact.name = lead.name;
  const knownKeys = new Set(known.map(identityKey));
  for (const identity of identities) {
    if (!knownKeys.has(identityKey(identity))) em.create(ContactIdentity, { contact, ...identity });
  }
  lead.contact = contact;
  return contact;
}

/** Keeps the oldest of the contacts and moves the others' leads and details to it. */
async function mergeContacts(em: Em, contactIds: number[]): Promise<Contact> {
  const [keepId, ...others] = contactIds as [number, ...number[]];
  if (others.length) {
    await em.nativeUpdate(Lead, { contact: { $in: others } }, { contact: keepId });
    await em.nativeUpdate(ContactIdentity, { contact: { $in: others } }, { contact: keepId });
    await em.nativeDelete(Contact, { id: { $in: others } });
  }
  return em.findOneOrFail(Contact, keepId);
}

/**
 * Two leads with the same new e-mail sent at the same moment must not make two contacts: each
 * waits for the other's transaction on a lock per detail (taken in one order: no deadlock).
 */
async function lockIdentities(em: Em, identities: IdentityValue[]): Promise<void> {
  const keys = identities.map((identity) => `contact:${identityKey(identity)}`).sort();
  for (const key of keys) {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
  }
}

function identityKey(identity: IdentityValue): string {
  return `${identity.kind}:${identity.value}`;
}
