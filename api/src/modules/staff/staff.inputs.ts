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

@InputType()
export class LoginInput implements GraphQLInputOf<typeof loginSchema> {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => StaffRoleEnum, { description: 'The area signed in to; other roles are refused' })
  role!: StaffRole;

  @Field(() => Boolean, { nullable: true, description: 'Keep the session for 30 days, not one' })
  remember?: boolean;
}

@InputType()
export class StaffAccountInput implements GraphQLInputOf<typeof staffAccountSchema> {
  @Field(() => StaffRoleEnum)
  role!: StaffRole;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { description: 'At least 8 characters' })
  password!: string;
}

@ArgsType()
export class StaffUsersArgs {
  @Field(() => StaffRoleEnum, { nullable: true })
  role?: StaffRole;

  @Field(() => StaffUserSortInput, { nullable: true })
  sort?: ListSort<StaffSortField> | null;

  @Field(() => Int, { defaultValue: 0 })
  offset!: number;

  @Field(() => Int, { defaultValue: 20 })
  limit!: number;
}
