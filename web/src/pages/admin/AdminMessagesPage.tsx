import { StaffPageTitle } from '../../components/StaffPageTitle';
import { LeadsInbox } from '../../features/leads-inbox/LeadsInbox';

export default function AdminMessagesPage() {
  return (
    <>
      <StaffPageTitle title="Messages" />
      <LeadsInbox />
    </>
  );
}
