import type { ServicePageContent } from './service-page-content';

const content: ServicePageContent = {
  meta: {
    title: 'Cybersecurity Services',
    description:
      'Cybersecurity for Indian businesses: penetration testing, secure hosting, staff training, monitoring and help meeting CERT-In and DPDP Act duties.',
  },
  hero: {
    eyebrow: 'Cybersecurity',
    headline: 'Protect Your Business Before Attackers Find the Gaps',
    blurb:
      'Security testing, hardening, monitoring and staff training that keep your websites, apps and customer data safe, sized for growing businesses.',
  },
  features: {
    interface:
      'Findings explained in plain language with a priority for each, so owners and developers know exactly what to fix first.',
    scalable:
      'Start with one website audit and grow into continuous monitoring across every application and office.',
    crossPlatform:
      'We test websites, Android and iOS apps, APIs, cloud accounts and office networks.',
    secure:
      'Testing follows OWASP and CERT-In guidance, under a signed scope and non-disclosure agreement.',
  },
  sections: [
    {
      id: 'solutions',
      title: 'Cybersecurity Solutions',
      body: 'Vulnerability assessment and penetration testing, security architecture reviews and incident response planning, matched to the risks your business actually faces.',
      points: [
        'VAPT for web, mobile and APIs',
        'Cloud security configuration review',
        'Incident response plan and drills',
      ],
    },
    {
      id: 'website',
      title: 'Website Security',
      body: 'Firewalls, malware scanning, SSL and security headers for your website, plus clean-up and recovery if it has already been defaced or infected.',
      points: [
        'Web application firewall',
        'Malware scanning and removal',
        'Security headers and SSL setup',
      ],
    },
    {
      id: 'app',
      title: 'Secure App Development',
      body: 'Security reviews during design and code, and testing before every release, so apps handling payments or personal data ship without known holes.',
      points: [
        'Secure code review',
        'Mobile app penetration testing',
        'Pre-release security sign-off',
      ],
    },
    {
      id: 'integration',
      title: 'Platform Integration',
      body: 'Single sign-on, multi-factor authentication and centralised logging across your email, CRM, ERP and cloud tools, so one stolen password does not open everything.',
      points: [
        'Multi-factor authentication everywhere',
        'Single sign-on for staff',
        'Central log collection',
      ],
    },
    {
      id: 'seo',
      title: 'SEO Services',
      body: 'Hacked sites lose rankings fast. We remove spam pages and malicious redirects, request reviews from Google and restore your search visibility after an attack.',
      points: [
        'Spam and redirect clean-up',
        'Google security issue reviews',
        'Search visibility recovery',
      ],
    },
    {
      id: 'support',
      title: 'Support and Maintenance',
      body: 'Continuous monitoring, monthly patch management, quarterly re-tests and a helpline for suspected incidents, with clear reports for management.',
      points: ['Monitoring and alerting', 'Monthly patch management', 'Incident helpline'],
    },
  ],
  faqs: [
    {
      question: 'What is VAPT and how often should we do it?',
      answer:
        'Vulnerability assessment and penetration testing finds weaknesses in your systems and safely tries to exploit them, the way an attacker would. We recommend it at least once a year and after every major release.',
    },
    {
      question: 'Does a small business really need cybersecurity?',
      answer:
        'Yes. Small businesses are targeted precisely because they are less protected: phishing, ransomware and payment fraud hit companies of every size. Basic controls prevent most of these attacks at low cost.',
    },
    {
      question: 'Will you help us comply with the DPDP Act and CERT-In rules?',
      answer:
        'We map how you collect and store personal data, close technical gaps, set up log retention and incident reporting as CERT-In directions require, and prepare the security evidence your legal advisers need for the DPDP Act.',
    },
    {
      question: 'Will testing disrupt our live website or systems?',
      answer:
        'Testing is planned with you, run within an agreed scope and time window, and avoids destructive actions. Where risk is higher we test a staging copy instead of production.',
    },
    {
      question: 'What happens if we have already been hacked?',
      answer:
        'Call our incident helpline. We contain the attack, preserve evidence, remove the attacker’s access, restore clean systems from backups and help you report the incident to CERT-In within the required time.',
    },
  ],
};

export default content;
