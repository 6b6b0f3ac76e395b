import type { Page } from '@/lib/cms/types'
import { defaultSettings as s } from './settings'

const UPDATED_AT = '2025-06-01T00:00:00.000Z'

const legal: Page = {
  id: 'legal',
  slug: 'legal',
  title: 'Legal Notice',
  content: `<h2>Publisher</h2>
<p>This website is published by <strong>${s.legal_publisher}</strong>, a limited liability company (société à responsabilité limitée) governed by Tunisian law, with a share capital of <strong>${s.legal_share_capital}</strong>.</p>
<ul>
<li>Head office: ${s.legal_head_office}</li>
<li>Start of activity: ${s.legal_company_start}</li>
<li>Activity code: ${s.legal_activity_code}</li>
<li>Telephone: ${s.phone}</li>
<li>Email: <a href="mailto:${s.info_email}">${s.info_email}</a></li>
</ul>
<h2>Manager and Publication Director</h2>
<p>The company is managed by ${s.legal_manager}, who is also responsible for the publication of this website.</p>
<h2>Hosting</h2>
<p>This website is hosted by ${s.legal_hosting_provider}.</p>
<h2>Intellectual Property</h2>
<p>The entire content of this website, including texts, photographs, illustrations, technical drawings, deck plans, videos, logos, the WAMA name and the designs of the WAMA 26 and WAMA 42, is the exclusive property of ${s.legal_publisher} or of its partners and is protected by the laws on intellectual property and copyright. Any reproduction, representation, adaptation or distribution, in whole or in part, by any means, without the prior written consent of ${s.legal_publisher} is prohibited and may give rise to legal proceedings.</p>
<p>Brochures, specification sheets and deck plans offered for download are provided for the personal information of prospective clients only and may not be reused for commercial purposes.</p>
<h2>Personal Data</h2>
<p>When you send an inquiry, request a brochure or book a consultation, ${s.legal_publisher} collects the personal data you provide (such as your name, email address, telephone number and message) in order to answer your request. This processing is carried out in accordance with Tunisian Organic Law No. 2004-63 of 27 July 2004 on the protection of personal data and, for visitors in the European Union, with the General Data Protection Regulation (EU) 2016/679.</p>
<p>Your data is used only by ${s.legal_publisher} and the service providers that help us operate this website; it is never sold or rented. You have the right to access, rectify and erase your data, to object to or restrict its processing and to request its portability. To exercise these rights, write to <a href="mailto:${s.info_email}">${s.info_email}</a>. Full details are given in our <a href="/privacy">Privacy Policy</a>.</p>
<h2>Cookies and Local Storage</h2>
<p>This website does not use advertising cookies. Your browser's local storage is used to remember the yacht configurations you save in the configurator and the date on which you closed an announcement, so that it is not shown again the same day. This information stays on your device and can be deleted at any time from your browser settings.</p>
<h2>Information and Liability</h2>
<p>${s.legal_publisher} takes great care over the accuracy of the information published on this website. Specifications, performance figures, illustrations and equipment are given for information only and may change without notice as our yachts evolve. Prices are indicative starting prices in euros, excluding taxes, and do not constitute a contractual offer; only a signed build contract is binding.</p>
<p>This website may contain links to third-party websites, such as our calendar booking service or social networks. ${s.legal_publisher} has no control over these websites and accepts no responsibility for their content.</p>
<h2>Applicable Law</h2>
<p>This legal notice is governed by Tunisian law. Any dispute relating to the use of this website falls under the jurisdiction of the competent courts of Tunis, unless mandatory rules provide otherwise.</p>`,
  seo: {
    title: 'Legal Notice | WAMA',
    description: `Legal notice of the WAMA website: publisher ${s.legal_publisher}, share capital ${s.legal_share_capital}, head office in Megrine, Tunisia, manager, hosting provider, intellectual property and personal data.`,
    image: '',
  },
  updated_at: UPDATED_AT,
}

const privacy: Page = {
  id: 'privacy',
  slug: 'privacy',
  title: 'Privacy Policy',
  content: `<p>${s.legal_publisher} respects your privacy. This policy explains what personal data we collect through this website, why we collect it, how long we keep it and how you can exercise your rights.</p>
<h2>Who Is Responsible for Your Data</h2>
<p>The data controller is ${s.legal_publisher}, ${s.legal_head_office}. For any question about your personal data, contact us at <a href="mailto:${s.info_email}">${s.info_email}</a>.</p>
<h2>What We Collect</h2>
<ul>
<li><strong>Inquiries:</strong> when you use the contact form or the Request Information form on a yacht page, we collect your name, email address, telephone number (optional), the yacht or subject of interest and your message, together with your consent where it is requested.</li>
<li><strong>Brochure requests:</strong> your first name, last name, email address, telephone number (optional) and the yacht whose brochure you requested.</li>
<li><strong>Newsletter:</strong> your email address, the language and page you joined from, and the dates on which you confirmed it and, if you do, unsubscribed. You are on the list only once you have confirmed your address from the mail we send, and the link in every mail takes you off it.</li>
<li><strong>Technical data:</strong> the date and time of your request and the IP address from which it was sent, used only to protect our forms against abuse and spam.</li>
</ul>
<p>We do not ask for, and ask you not to send, sensitive data such as health or financial information through our forms.</p>
<h2>Why We Use It</h2>
<ul>
<li>To answer your inquiry, send you the brochures and documents you request and prepare a proposal, which are steps taken at your request before any contract.</li>
<li>To follow up on your project with you, for as long as you are interested in our yachts.</li>
<li>To keep our website secure and prevent abuse of our forms, which is our legitimate interest.</li>
</ul>
<p>We will only send you news about WAMA if you have asked us to, and every message lets you unsubscribe.</p>
<h2>How Your Inquiry Is Stored and Handled</h2>
<p>When you submit a form, your inquiry is first recorded in our secure content management database, so that it cannot be lost, and is then forwarded by email to our sales team. The database is hosted by ${s.legal_hosting_provider} and access to it is restricted to authorised WAMA staff with personal, password-protected accounts. Our team uses your data only to respond to you and to manage our relationship with you.</p>
<h2>Who Can See It</h2>
<p>Your data is never sold, rented or shared for marketing purposes. It is accessible only to our staff and to the service providers that help us run this website and our email, acting on our instructions and bound by confidentiality. If you choose to book a consultation through our online calendar or to contact us on WhatsApp, those services process your data under their own privacy policies.</p>
<h2>How Long We Keep It</h2>
<ul>
<li>Inquiries and brochure requests: up to three years after our last exchange, unless you become a client, in which case your data is kept for the duration of our contractual relationship and the legal retention periods that follow it.</li>
<li>Technical data used to prevent abuse: no longer than twelve months.</li>
</ul>
<h2>Your Rights</h2>
<p>In accordance with Tunisian Organic Law No. 2004-63 of 27 July 2004 and, where it applies, the General Data Protection Regulation (EU) 2016/679, you may at any time access your data, have it corrected or erased, object to or restrict its processing, withdraw your consent and request a copy of your data in a portable format. Send your request to <a href="mailto:${s.info_email}">${s.info_email}</a>; we reply within one month.</p>
<p>You can also do it yourself: on the <a href="/my-data">Your data</a> page, enter your e-mail address and we mail it a link that shows what we hold about you, lets you download it and erases it.</p>
<p>If you believe your rights have not been respected, you may lodge a complaint with the Tunisian National Authority for the Protection of Personal Data (INPDP) or, if you live in the European Union, with the data protection authority of your country.</p>
<h2>Browser Storage</h2>
<p>This website does not use advertising or tracking cookies. It uses your browser's local storage only to remember the configurations you save in the WAMA 26 configurator and the date on which you closed an announcement. This information never leaves your device and you can clear it at any time from your browser settings.</p>
<h2>Security</h2>
<p>Our website is served over an encrypted connection, and we apply technical and organisational measures appropriate to the risks to protect your data against loss, misuse and unauthorised access.</p>
<h2>Changes to This Policy</h2>
<p>We may update this policy as our website and services evolve. Last updated: 1 June 2025.</p>`,
  seo: {
    title: 'Privacy Policy | WAMA',
    description:
      'How WAMA collects, stores and uses the personal data sent through its inquiry, information and brochure forms, how long it is kept and how to exercise your rights.',
    image: '',
  },
  updated_at: UPDATED_AT,
}

export const defaultPages: Page[] = [legal, privacy]
