import { ArgsType, Field, InputType, Int } from 'type-graphql';
import type { ListSort } from '../../../../common/sorting';
import type {
  StaffRole,
  StaffSortField,
  loginSchema,
  staffAccountSchema,
} from '../../../../common/staff';
import { StaffRoleEnum, StaffUserSortInput } from './staff.types';
import type { GraphQLInputOf } from '../../shared/graphql-input';

@InputType({ description: 'A sign-in through one area’s door' })
export class LoginInput implements GraphQLInputOf<typeof loginSchema> {
  @Field(() => String, { description: "The account's e-mail address" })
  email!: string;

  @Field(() => String, { description: "The account's password" })
  password!: string;

  @Field(() => StaffRoleEnum, { description: 'The area signed in to; other roles are refused' })
  role!: StaffRole;

  @Field(() => Boolean, { nullable: true, description: 'Keep the session for 30 days, not one' })
  remember?: boolean;
}

@InputType({ description: 'A staff account as an admin creates it' })
export class StaffAccountInput implements GraphQLInputOf<typeof staffAccountSchema> {
  @Field(() => StaffRoleEnum, { description: 'Which area the account belongs to' })
  role!: StaffRole;

  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  @Field(() => String, { description: 'The sign-in e-mail address' })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Phone number: an optional + and at least 10 digits',
  })
  phone?: string;

  @Field(() => String, { description: 'At least 8 characters' })
  password!: string;
}

@ArgsType()
export class StaffUsersArgs {
  @Field(() => StaffRoleEnum, { nullable: true, description: 'Only this role; absent: every role' })
  role?: StaffRole;

  @Field(() => StaffUserSortInput, {
    nullable: true,
    description: 'The order; absent: newest first',
  })
  sort?: ListSort<StaffSortField> | null;

  @Field(() => Int, { defaultValue: 0, description: 'Accounts to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: 'Page size, at most 100' })
  limit!: number;
}
