import { MarketingSection } from './MarketingSection';

interface TeamMember {
  name: string;
  role: string;
}

export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <MarketingSection id="team" title="Our Team">
      <ul className="team-grid">
        {members.map((member) => (
          <li key={member.name} className="team-card surface-card">
            <img
              className="team-card__photo"
              src="/images/marketing/team-placeholder.svg"
              alt=""
              width={200}
              height={200}
              loading="lazy"
            />
            <h3 className="team-card__name">{member.name}</h3>
            <p className="team-card__role">{member.role}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
