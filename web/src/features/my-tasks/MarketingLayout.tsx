import { Outlet } from 'react-router-dom';
import { MarketingTopBar } from './MarketingTopBar';
import './marketing-area.css';

interface MarketingLayoutProps {
  userName: string;
  userId: string;
  onLogout: () => void;
}

/** The marketing area's frame: the top bar above the current screen. */
export function MarketingLayout({ userName, userId, onLogout }: MarketingLayoutProps) {
  return (
    <div className="marketing-area">
      <MarketingTopBar userName={userName} userId={userId} onLogout={onLogout} />
      <div className="marketing-area__content">
        <Outlet />
      </div>
    </div>
  );
}
