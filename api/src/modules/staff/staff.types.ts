import { PageOf } from '../../shared/graphql-page';
import { sortInput } from '../../shared/graphql-sort';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { STAFF_ROLES, STAFF_SORT, type StaffRole } from '../../../../common/staff';

export const StaffRoleEnum = Object.fromEntries(STAFF_ROLES.map((role) => [role, role])) as {
  [R in StaffRole]: R;
};
registerEnumType(StaffRoleEnum, {
  name: 'StaffRole',
  description: 'ADMIN runs the back office, EMPLOYER the field team, MARKETING the field staff',
});

@ObjectType('StaffUser', { description: 'A staff account; never includes the password hash' })
export class StaffUserType {
  @Field(() => ID)
  id!: number;

  @Field(() => StaffRoleEnum)
  role!: StaffRole;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => Boolean)
  disabled!: boolean;

  @Field(() => Date, { nullable: true, description: 'Last request made while signed in' })
  lastActiveAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('LoginResult')
export class LoginResultType {
  @Field(() => String, {
    description: 'Session token for `Authorization: Bearer`; browsers also get it as a cookie',
  })
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => StaffUserType)
  user!: StaffUserType;

  @Field(() => [String], {
    nullable: true,
    description: 'Recovery codes, only right after two-factor sign-in was set up while signing in',
  })
  recoveryCodes?: string[];
}

@ObjectType('StaffUserPage')
export class StaffUserPageType extends PageOf(StaffUserType) {}

export const StaffUserSortInput = sortInput(
  STAFF_SORT,
  'StaffUserSort',
  'The order of the staff accounts',
);
