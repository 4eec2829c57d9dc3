import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditRecordType,
} from '../../../../common/audit';
import type { StaffRole } from '../../../../common/staff';
import { PageOf } from '../../shared/graphql-page';

export const AuditRecordTypeEnum = Object.fromEntries(AUDIT_RECORD_TYPES.map((t) => [t, t])) as {
  [T in AuditRecordType]: T;
};
registerEnumType(AuditRecordTypeEnum, {
  name: 'AuditRecordType',
  description: 'The kind of record a staff write changed',
  valuesConfig: Object.fromEntries(
    AUDIT_RECORD_TYPES.map((type) => [type, { description: AUDIT_RECORD_LABELS[type] }]),
  ),
});

export const AuditActionEnum = Object.fromEntries(AUDIT_ACTIONS.map((a) => [a, a])) as {
  [A in AuditAction]: A;
};
registerEnumType(AuditActionEnum, {
  name: 'AuditAction',
  description: 'Whether the write created, changed or deleted the record',
  valuesConfig: {
    CREATE: { description: 'The record was created' },
    UPDATE: { description: 'Fields of the record changed' },
    DELETE: { description: 'The record was deleted' },
  },
});

@ObjectType('AuditFieldChange', { description: 'One field a write changed' })
export class AuditFieldChangeType {
  @Field(() => String, { description: 'The field name' })
  field!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Value before as text (JSON for lists and objects); null on create',
  })
  before!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Value after as text (JSON for lists and objects); null on delete',
  })
  after!: string | null;
}

@ObjectType('AuditEntry', {
  description: 'One staff write to a record, who made it and what changed',
})
export class AuditEntryType {
  @Field(() => ID, { description: 'The entry, in the order entries were written' })
  id!: number;

  @Field(() => Date, { description: 'When the write was committed' })
  at!: Date;

  @Field(() => Int, { description: 'Staff account that made the write' })
  actorId!: number;

  @Field(() => String, { description: 'Their name at the time' })
  actorName!: string;

  @Field(() => String, { description: 'Their role at the time: ADMIN, EMPLOYER or MARKETING' })
  actorRole!: StaffRole;

  @Field(() => String, { nullable: true, description: 'Address the request came from' })
  actorIp!: string | null;

  @Field(() => AuditRecordTypeEnum, { description: 'The kind of record written' })
  recordType!: AuditRecordType;

  @Field(() => String, { description: 'Id of the record within its type' })
  recordId!: string;

  @Field(() => String, { nullable: true, description: 'Title, name or e-mail of the record' })
  recordLabel!: string | null;

  @Field(() => AuditActionEnum, { description: 'Created, changed or deleted' })
  action!: AuditAction;
}

@ObjectType('AuditEntryPage', { description: 'One page of the audit trail and its total' })
export class AuditEntryPageType extends PageOf(AuditEntryType) {}

@ObjectType('AuditActor', { description: 'A person who appears in the audit trail' })
export class AuditActorType {
  @Field(() => Int, { description: 'Their staff account id' })
  id!: number;

  @Field(() => String, { description: 'Their name as last recorded' })
  name!: string;
}
