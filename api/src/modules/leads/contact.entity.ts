import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_IDENTITY_KINDS, LEAD_TEXT_MAX_LENGTH } from '../../../../common/leads';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';

/**
 * One person behind one or more leads: leads that share an e-mail address or a mobile number
 * (normalised, common/contact-details.ts) belong to the same contact. The details themselves
 * are its identities; a lead that shares details with two contacts merges them.
 */
const ContactSchema = defineEntity({
  name: 'Contact',
  tableName: 'contact',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The name given in the latest lead. */
    name: p.string().length(LEAD_TEXT_MAX_LENGTH),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Contact extends ContactSchema.class {}
ContactSchema.setClass(Contact);

/** An e-mail address or mobile number, normalised, that belongs to exactly one contact. */
const ContactIdentitySchema = defineEntity({
  name: 'ContactIdentity',
  tableName: 'contact_identity',
  uniques: [{ properties: ['kind', 'value'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    contact: () => p.manyToOne(Contact).deleteRule('cascade').index(),
    kind: p.enum(CONTACT_IDENTITY_KINDS),
    value: p.string().length(LEAD_TEXT_MAX_LENGTH),
  },
});

export class ContactIdentity extends ContactIdentitySchema.class {}
ContactIdentitySchema.setClass(ContactIdentity);
