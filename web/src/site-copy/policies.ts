/** The privacy and refund policies on /policy: one card per topic. */
export interface PolicyCard {
  title: string;
  text: string;
}

export const PRIVACY_POLICY: PolicyCard[] = [
  {
    title: 'Information We Collect',
    text: 'What you give us in our forms and chat: your name, e-mail address, mobile number, business name and message, and a resume when you apply for a job. We also keep basic technical logs such as your IP address and browser.',
  },
  {
    title: 'How We Use It',
    text: 'To answer your enquiries, deliver and bill the services you buy, review job applications, and improve our website. We do not sell your personal data.',
  },
  {
    title: 'Sharing With Others',
    text: 'Only with providers who help us run our services, such as our payment provider, hosting and messaging providers, under agreements that protect your data, or when the law requires it.',
  },
  {
    title: 'Data Security',
    text: 'Data is sent over encrypted connections and stored with access limited to the staff who need it. Card details go straight to the payment provider and never reach us.',
  },
  {
    title: 'Cookies',
    text: 'We use only the cookies needed for the website to work, such as keeping staff signed in. We do not use advertising cookies.',
  },
  {
    title: 'Your Rights',
    text: 'You may ask to see, correct or delete the personal data we hold about you, or withdraw your consent to messages, by writing to our support address.',
  },
];

export const REFUND_POLICY: PolicyCard[] = [
  {
    title: 'All Sales Are Final',
    text: 'We do not offer any refund for our services. Please make sure a plan suits your needs before you buy; we are happy to answer questions first.',
  },
  {
    title: 'After Service Activation',
    text: 'Payments are never refunded once service activation occurs, whether or not the service is then used.',
  },
  {
    title: 'Cancellations',
    text: 'You may stop renewing a plan at any time. The service stays active until the end of the period you have paid for.',
  },
  {
    title: 'Failed or Duplicate Payments',
    text: 'If money was taken but no order was created, or you were charged twice for one order, contact support with the payment reference; the provider reverses such charges, as they are not sales.',
  },
];
