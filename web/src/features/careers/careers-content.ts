/** Fixed copy of the careers page (the jobs themselves come from the api). */

export interface CareersCard {
  title: string;
  text: string;
  icon: string;
}

export const WHY_JOIN: readonly CareersCard[] = [
  {
    title: 'Growth Opportunities',
    text: 'Clear paths, regular feedback and real ownership of projects from your first month.',
    icon: '/images/careers/growth.svg',
  },
  {
    title: 'Great Benefits',
    text: 'Health cover for your family, stock options and a yearly learning budget.',
    icon: '/images/careers/benefits.svg',
  },
  {
    title: 'Inclusive Culture',
    text: 'People of every background are welcome here, and every voice is heard.',
    icon: '/images/careers/culture.svg',
  },
  {
    title: 'Innovation',
    text: 'We try new tools early and give time to ideas that make clients more successful.',
    icon: '/images/careers/innovation.svg',
  },
];

export const CULTURE = {
  heading: 'Our Culture',
  paragraphs: [
    'We are a small team that builds software, websites and digital campaigns for growing businesses. We keep teams small, decisions close to the work and meetings short.',
    'We share what we learn in weekly demos, pair on hard problems and celebrate launches together. Mistakes are for learning, not for blame.',
  ],
  values: ['Customers first', 'Ownership', 'Honest feedback', 'Keep learning'],
} as const;

export const BENEFITS: readonly string[] = [
  'Health Insurance',
  'Stock Options',
  'Flexible Hours',
  'Remote Work',
  'Learning Budget',
  'Paid Time Off',
  'Gym Membership',
  'Team Events',
];
