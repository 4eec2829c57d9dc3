import { StaffPageTitle } from '../../components/StaffPageTitle';
import { AuditTrail } from '../../features/audit-admin/AuditTrail';

/** /admin/audit: every staff change to records, who made it and when. */
export default function AdminAuditPage() {
  return (
    <section>
      <StaffPageTitle title="Audit trail" />
      <h1 className="admin-page__title">Audit trail</h1>
      <AuditTrail />
    </section>
  );
}
