import { ADMIN_ONLY, withScope } from '../../../../common/access';
import { normalizeRedirectPath } from '../../../../common/redirects';
import {
  redirectFieldsSchema,
  type RedirectFields,
  type RedirectFieldsInput,
} from '../../../../common/redirects.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validation';
import type { Em } from '../../db/orm';
import { Redirect } from './redirect.entity';

export const REDIRECT_PAGE_SIZE_MAX = 200;

export interface RedirectPage {
  items: Redirect[];
  total: number;
}

/** The Redirects screen: every redirect, most recently changed first. */
export const listRedirects = staffOperation(
  withScope(ADMIN_ONLY, 'blog:read'),
  async (ctx: StaffContext, { offset, limit }: { offset: number; limit: number }) => {
    const [items, total] = await ctx.em.findAndCount(
      Redirect,
      {},
      {
        orderBy: { updatedAt: 'desc', id: 'desc' },
        offset: Math.max(0, offset),
        limit: Math.min(Math.max(1, limit), REDIRECT_PAGE_SIZE_MAX),
      },
    );
    return { items, total } satisfies RedirectPage;
  },
);

/** An admin's redirect from an old address; chains through it are collapsed, loops refused. */
export const createRedirect = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (ctx: StaffContext, input: RedirectFieldsInput): Promise<Redirect> => {
    const fields = parseInput(redirectFieldsSchema, input);
    return ctx.em.transactional(async (em) => {
      if (await em.findOne(Redirect, { fromPath: fields.fromPath })) {
        throw new ValidationError(`Invalid input: ${fields.fromPath} already redirects`, {
          fromPath: `${fields.fromPath} already redirects: edit that redirect instead`,
        });
      }
      const toPath = await finalTarget(em, fields);
      const redirect = em.create(Redirect, { fromPath: fields.fromPath, toPath });
      await em.flush();
      await collapseChainsInto(em, redirect);
      return redirect;
    });
  },
);

export const updateRedirect = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (ctx: StaffContext, id: number, input: RedirectFieldsInput): Promise<Redirect> => {
    const fields = parseInput(redirectFieldsSchema, input);
    return ctx.em.transactional(async (em) => {
      const redirect = await findRedirect(em, id);
      const taken = await em.findOne(Redirect, { fromPath: fields.fromPath, id: { $ne: id } });
      if (taken) {
        throw new ValidationError(`Invalid input: ${fields.fromPath} already redirects`, {
          fromPath: `${fields.fromPath} already redirects: edit that redirect instead`,
        });
      }
      redirect.fromPath = fields.fromPath;
      redirect.toPath = await finalTarget(em, fields, id);
      redirect.automatic = false;
      await em.flush();
      await collapseChainsInto(em, redirect);
      return redirect;
    });
  },
);

export const deleteRedirect = staffOperation(
  withScope(ADMIN_ONLY, 'blog:write'),
  async (ctx: StaffContext, id: number): Promise<number> => {
    ctx.em.remove(await findRedirect(ctx.em, id));
    await ctx.em.flush();
    return id;
  },
);

/**
 * Where a request for `path` should go instead, or null. Anyone may ask: the page server asks
 * before rendering each page it has not cached.
 */
export async function redirectTarget(
  ctx: Pick<ServiceContext, 'em'>,
  path: string,
): Promise<string | null> {
  const found = await ctx.em.findOne(
    Redirect,
    { fromPath: normalizeRedirectPath(path) },
    { fields: ['toPath'], disableIdentityMap: true },
  );
  return found?.toPath ?? null;
}

async function findRedirect(em: Em, id: number): Promise<Redirect> {
  const redirect = await em.findOne(Redirect, { id });
  if (!redirect) throw new NotFoundError(`No redirect with id ${id}`);
  return redirect;
}

/**
 * The address a new redirect should name: its target, or where that target itself redirects
 * (chains are stored collapsed, so one step is enough). Refuses a redirect that would lead back
 * to its own address.
 */
async function finalTarget(em: Em, fields: RedirectFields, ownId?: number): Promise<string> {
  const onward = await em.findOne(Redirect, {
    fromPath: fields.toPath,
    ...(ownId === undefined ? {} : { id: { $ne: ownId } }),
  });
  const toPath = onward?.toPath ?? fields.toPath;
  if (toPath === fields.fromPath) {
    const via = onward ? ` (${fields.toPath} already redirects to ${fields.fromPath})` : '';
    throw new ValidationError(`Invalid input: this redirect would loop${via}`, {
      toPath: `This would send ${fields.fromPath} back to itself${via}`,
    });
  }
  return toPath;
}

/**
 * Redirects that led to this one's old address now lead straight to its target (through the
 * ORM, so the audit trail keeps each of them).
 */
async function collapseChainsInto(em: Em, redirect: Redirect): Promise<void> {
  const chained = await em.find(Redirect, { toPath: redirect.fromPath, id: { $ne: redirect.id } });
  for (const earlier of chained) earlier.toPath = redirect.toPath;
  await em.flush();
}
