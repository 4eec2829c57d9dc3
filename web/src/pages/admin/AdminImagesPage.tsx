import { StaffPageTitle } from '../../components/StaffPageTitle';
import { MediaLibrary } from '../../features/media-library/MediaLibrary';

export default function AdminImagesPage() {
  return (
    <>
      <StaffPageTitle title="Images" />
      <MediaLibrary />
    </>
  );
}
