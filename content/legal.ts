/**
 * Privacy policy and terms of service. Plain-English summaries written for this site's actual data flows
 * (two forms, stored with Supabase and e-mailed to the office; no analytics, no advertising, no own cookies).
 * Have them reviewed by the owner's counsel, and update them if the site starts using new tools.
 */
import { business } from './business.ts'
import { defineContent, Legal } from './schema.ts'

/**
 * How long quote requests, applications and their photos are kept: the policy says so, and the database's
 * daily job deletes them once older (private.limits.retention_period, which tests/db/retention.test.ts holds
 * to this figure).
 */
export const retentionMonths = 24

const privacyLink = { label: 'Privacy Policy', href: '/privacy-policy/' }
/**
 * The line under each form's submit button: how the details will be used, with a link to the policy below
 * (passed to the form islands as props, so no content module reaches the browser).
 */
export const formConsent = {
  quote: {
    text: 'We use these details only to answer your request and to e-mail you a confirmation; we never sell them.',
    privacyLink,
  },
  subcontractor: {
    text: 'We use these details only to review your application, contact you and e-mail you a confirmation; we never sell them.',
    privacyLink,
  },
} as const

const contactLine = `E-mail **${business.email}** or call **${business.phone.display}** (${business.hours.label}).`

export const privacyPolicy = defineContent('legal.ts (privacyPolicy)', Legal, {
  seo: {
    title: `Privacy Policy | ${business.name}`,
    description:
      'How we collect, use, store and protect what you send through our quote and subcontractor forms, and your privacy rights under California law.',
  },
  heading: 'Privacy Policy',
  updated: '2026-11-23',
  body: [
    {
      type: 'p',
      text: `This policy explains what personal information ${business.legalName} ("${business.shortName}", "we", "us") collects through this website, how we use it, and the choices you have. We keep it short and plain: we collect only what we need to answer your request, and we never sell it.`,
    },
    { type: 'h2', id: 'information-we-collect', text: 'Information we collect' },
    { type: 'h3', text: 'Quote requests' },
    {
      type: 'p',
      text: 'When you ask for a free quote, we collect your name, e-mail address, phone number, the address of the property, the type of project and any message you choose to write.',
    },
    { type: 'h3', text: 'Photos of your space' },
    {
      type: 'p',
      text: 'You may attach up to five photos to a quote request. Your browser makes them smaller before sending. They are kept in private file storage at our database provider, never public: our office opens them through links that expire, made only for the e-mail that tells us about your request.',
    },
    { type: 'h3', text: 'Subcontractor applications' },
    {
      type: 'p',
      text: "When a company applies to join our subcontractor network, we collect the company name and contact person, e-mail address, phone number, business address, the services offered, contractor license number, insurance details, years in business and the professional references provided. References include other people's contact details, so please list them only with their permission.",
    },
    { type: 'h3', text: 'How you found us' },
    {
      type: 'p',
      text: "To learn which of our listings and ads bring requests, the site notes for the length of your visit the first page you opened, the name of the site that sent you there (such as www.google.com, not the page you were on), and any campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and ad click ids (gclid, gbraid, wbraid, msclkid, fbclid) in the link you followed. They stay in your browser's session storage, which is cleared when you close the tab; no cookie is set. They reach us only if you send a form, stored with it. If you came through one of our ads, we may tell that ad service that its ad led to a request, by the click id alone, never with your name or contact details.",
    },
    { type: 'h3', text: 'Technical information' },
    {
      type: 'p',
      text: 'This site uses no analytics or advertising tools and sets no cookies of its own. Like any website, the servers that deliver our pages and receive form submissions record standard technical information, such as IP address, browser type and the page requested, which is used for security and troubleshooting.',
    },
    { type: 'h3', text: 'Review widgets' },
    {
      type: 'p',
      text: 'Some pages may show reviews from third-party review services. When a widget is shown, your browser loads it directly from that provider, which may receive your IP address and may set its own cookies under its own privacy policy. We do not control those providers and receive no information about you from them.',
    },
    { type: 'h2', id: 'how-we-use-it', text: 'How we use your information' },
    {
      type: 'list',
      items: [
        'To reply to your quote request, schedule a consultation and prepare an estimate',
        'To confirm by e-mail that your request or application arrived (see below)',
        'To review subcontractor applications, verify licenses and insurance, and contact references',
        'To carry out and document work if you hire us or we hire you, including warranty service',
        'To meet legal, tax and licensing obligations and to protect the site from spam and abuse',
      ],
    },
    {
      type: 'p',
      text: 'We do not use your information for advertising, and we will not add you to a marketing list without asking first.',
    },
    { type: 'h3', text: 'The confirmation e-mail' },
    {
      type: 'p',
      text: 'When you send a form, our e-mail service sends the address you entered a short confirmation from us: that your request arrived, what happens next, our phone number and our contractor license with a link to check it. It repeats nothing you wrote except your first name, so no one can use our form to send their words to someone else. An address receives at most one confirmation a day.',
    },
    { type: 'h2', id: 'storage-and-sharing', text: 'How your information is stored and shared' },
    {
      type: 'p',
      text: 'Form submissions are stored in a database hosted by our database provider, Supabase, and a copy is sent by e-mail to our office so our team can respond. These providers, along with our website host and e-mail service, process the information on our behalf to run this site.',
    },
    {
      type: 'list',
      items: [
        '**Service providers:** the database, e-mail and hosting services described above',
        '**People working on your project:** for example, giving your address to a tile installer or supplier scheduled for your job, only once you hire us',
        '**When required by law:** to comply with a court order, subpoena or other legal obligation, or to protect our rights and safety',
      ],
    },
    {
      type: 'p',
      text: '**We do not sell your personal information, and we do not share it for cross-context behavioral advertising.** We also do not disclose it to third parties for their own direct marketing.',
    },
    { type: 'h2', id: 'retention', text: 'How long we keep it' },
    {
      type: 'list',
      items: [
        `**Quote requests, their photos and subcontractor applications:** ${retentionMonths} months from the day you send them. An automatic job then deletes them from our database and file storage, with where you found us, and we delete the e-mails about them from our office mailbox on the same schedule`,
        '**Clients and subcontractors we work with:** the details become part of the project records, kept for as long as needed for the contract, the warranty, and our legal, tax and licensing obligations',
      ],
    },
    {
      type: 'p',
      text: 'You can ask us to delete your request or application sooner at any time (see your rights below).',
    },
    { type: 'h2', id: 'california-rights', text: 'Your California privacy rights' },
    {
      type: 'p',
      text: 'If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives you these rights, and we honor them for every visitor:',
    },
    {
      type: 'list',
      items: [
        '**Right to know:** ask what personal information we have about you, where it came from, why we use it and who we share it with',
        '**Right to delete:** ask us to delete your personal information, subject to records the law requires us to keep',
        '**Right to correct:** ask us to fix information that is inaccurate',
        '**Right to opt out of sale or sharing:** not applicable, because we do not sell or share personal information',
        '**Right to non-discrimination:** we will not treat you differently for using any of these rights',
      ],
    },
    {
      type: 'p',
      text: `To make a request, contact us using the details below. We will confirm your identity by matching details you have already given us, and respond within 45 days. You may also have an authorized agent make a request for you. Because this site does not track visitors, it responds the same way to "Do Not Track" and Global Privacy Control signals as it does without them.`,
    },
    { type: 'h2', id: 'security', text: 'Security' },
    {
      type: 'p',
      text: 'Information you send travels over an encrypted connection (HTTPS). The database allows the public website to add new submissions but not to read them back, and access to submissions is limited to our staff. No system is perfectly secure, but we take reasonable measures to protect your information.',
    },
    { type: 'h2', id: 'children', text: 'Children' },
    {
      type: 'p',
      text: 'This website is meant for adults planning home projects and for trade businesses. We do not knowingly collect personal information from children under 16. If you believe a child has sent us information, contact us and we will delete it.',
    },
    { type: 'h2', id: 'changes', text: 'Changes to this policy' },
    {
      type: 'p',
      text: 'If we change how we handle personal information, we will update this page and the date at the top.',
    },
    { type: 'h2', id: 'contact', text: 'Contact us' },
    {
      type: 'p',
      text: `Questions or privacy requests: ${business.legalName}, ${business.serviceArea.city}, ${business.serviceArea.state}. ${contactLine}`,
    },
  ],
})

export const termsOfService = defineContent('legal.ts (termsOfService)', Legal, {
  seo: {
    title: `Terms of Service | ${business.name}`,
    description:
      'The terms for using this website: estimates are not contracts, our CSLB contractor license, content accuracy, links, liability and California law.',
  },
  heading: 'Terms of Service',
  updated: '2026-11-01',
  body: [
    {
      type: 'p',
      text: `These terms apply to your use of this website, operated by ${business.legalName} ("${business.shortName}", "we", "us"). By using the site, you agree to them. If you do not agree, please do not use the site.`,
    },
    { type: 'h2', id: 'using-this-website', text: 'Using this website' },
    {
      type: 'p',
      text: "You may browse this site and use its forms to request a quote or apply to our subcontractor network. Please do not submit false information or someone else's details without their permission, send spam or harmful code, try to access parts of the site or its database that are not public, or copy the site's content in bulk.",
    },
    { type: 'h2', id: 'estimates', text: 'Estimates and quotes are not contracts' },
    {
      type: 'p',
      text: 'Prices, cost ranges and timelines on this site, including in our guides and articles, are general information, not offers. A preliminary estimate we give by phone or e-mail is a good-faith approximation based on what you tell us, and it may change once we see your home.',
    },
    {
      type: 'p',
      text: 'Work begins only under a written home improvement contract signed by you and by us, as California law requires. That contract, not this website, sets out the scope of work, price, payment schedule, start and completion dates, warranty and any right to cancel you have.',
    },
    { type: 'h2', id: 'license', text: 'Our contractor license' },
    {
      type: 'p',
      text: `${business.legalName} is licensed by the Contractors State License Board (CSLB) as a ${business.licenseClass}, license number **${business.licenseNumber}**. You can check the status of our license, or any contractor's, at cslb.ca.gov.`,
    },
    { type: 'h2', id: 'content-accuracy', text: 'Content accuracy' },
    {
      type: 'p',
      text: 'We work to keep this site accurate and current, but the information is general and may contain errors or become out of date. Material prices and availability, code requirements and permit rules change. Photos and 3D renderings show past projects and design ideas; your project will be designed for your home. Nothing on this site is legal, engineering or financial advice for your specific situation.',
    },
    { type: 'h2', id: 'ownership', text: 'Our content' },
    {
      type: 'p',
      text: `The text, photos, renderings and logo on this site belong to ${business.legalName} or are used with permission. You may share links to our pages, but please do not reuse our content without written permission.`,
    },
    { type: 'h2', id: 'links', text: 'Links and third-party content' },
    {
      type: 'p',
      text: 'This site links to our social media profiles and may show review widgets provided by other companies. We are not responsible for the content, availability or privacy practices of sites and services we do not control; their own terms apply when you use them.',
    },
    { type: 'h2', id: 'liability', text: 'Limitation of liability' },
    {
      type: 'p',
      text: 'This website is provided "as is" without warranties of any kind. To the fullest extent the law allows, we are not liable for any indirect, incidental or consequential damages arising from your use of the website or your reliance on its content. These limits apply to the website only; they do not limit your rights under a signed contract with us, our written warranty, or California law.',
    },
    { type: 'h2', id: 'governing-law', text: 'Governing law' },
    {
      type: 'p',
      text: 'These terms are governed by the laws of the State of California. Any dispute about this website will be handled in the state or federal courts located in San Diego County, California.',
    },
    { type: 'h2', id: 'changes', text: 'Changes to these terms' },
    {
      type: 'p',
      text: 'We may update these terms from time to time. The date at the top shows when they last changed, and the version posted here applies to your use of the site.',
    },
    { type: 'h2', id: 'contact', text: 'Contact us' },
    {
      type: 'p',
      text: `Questions about these terms: ${business.legalName}, ${business.serviceArea.city}, ${business.serviceArea.state}. ${contactLine}`,
    },
  ],
})
