import { ArgsType, Field, Int } from 'type-graphql';
import type { AuditRecordType } from '../../../../common/audit';
import { AuditRecordTypeEnum } from './audit.types';

@ArgsType()
export class AuditEntriesArgs {
  @Field(() => Int, { nullable: true, description: 'Only writes by this staff account' })
  actorId?: number | null;

  @Field(() => AuditRecordTypeEnum, { nullable: true, description: 'Only this kind of record' })
  recordType?: AuditRecordType | null;

  @Field(() => String, { nullable: true, description: 'Only this record (with recordType)' })
  recordId?: string | null;

  @Field(() => String, { nullable: true, description: 'From this India-time day, YYYY-MM-DD' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to and including this day, YYYY-MM-DD' })
  to?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'Entries to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 25, description: 'Entries per page, at most 100' })
  limit!: number;
}
