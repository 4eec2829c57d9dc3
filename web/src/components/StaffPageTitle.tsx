import { SITE } from '../../../common/site';

/** The browser tab's title for a staff screen; staff screens are never indexed. */
export function StaffPageTitle({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | ${SITE.name} staff`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
