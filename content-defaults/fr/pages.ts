import type { Page } from '@/lib/cms/types'

import { defaultSettings } from '../settings'
import { translated, type Translation } from '../translation'
import { settingsFr } from './settings'

const s = translated(defaultSettings, settingsFr)

export const pagesFr: Translation<Page[]> = {
  legal: {
    title: 'Mentions légales',
    content: `<h2>Éditeur</h2>
<p>Ce site est édité par <strong>${s.legal_publisher}</strong>, société à responsabilité limitée de droit tunisien au capital de <strong>${s.legal_share_capital}</strong>.</p>
<ul>
<li>Siège social : ${s.legal_head_office}</li>
<li>Début d’activité : ${s.legal_company_start}</li>
<li>Code d’activité : ${s.legal_activity_code}</li>
<li>Téléphone : ${s.phone}</li>
<li>E-mail : <a href="mailto:${s.info_email}">${s.info_email}</a></li>
</ul>
<h2>Gérance et direction de la publication</h2>
<p>La société est gérée par ${s.legal_manager}, également directeur de la publication de ce site.</p>
<h2>Hébergement</h2>
<p>Ce site est hébergé par ${s.legal_hosting_provider}.</p>
<h2>Propriété intellectuelle</h2>
<p>L’ensemble du contenu de ce site, notamment les textes, photographies, illustrations, dessins techniques, plans de pont, vidéos, logos, le nom WAMA et les designs du WAMA 26 et du WAMA 42, est la propriété exclusive de ${s.legal_publisher} ou de ses partenaires et est protégé par les lois relatives à la propriété intellectuelle et au droit d’auteur. Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, par quelque procédé que ce soit, sans l’accord écrit préalable de ${s.legal_publisher} est interdite et peut donner lieu à des poursuites.</p>
<p>Les brochures, fiches techniques et plans de pont proposés au téléchargement sont fournis à titre d’information personnelle des futurs clients et ne peuvent être réutilisés à des fins commerciales.</p>
<h2>Données personnelles</h2>
<p>Lorsque vous nous adressez une demande, demandez une brochure ou réservez un rendez-vous, ${s.legal_publisher} collecte les données personnelles que vous fournissez (telles que vos nom, adresse e-mail, numéro de téléphone et message) afin de répondre à votre demande. Ce traitement est effectué conformément à la loi organique tunisienne n° 2004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel et, pour les visiteurs de l’Union européenne, au Règlement général sur la protection des données (UE) 2016/679.</p>
<p>Vos données sont utilisées uniquement par ${s.legal_publisher} et par les prestataires qui nous aident à exploiter ce site ; elles ne sont jamais vendues ni louées. Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit d’opposition et de limitation de leur traitement ainsi que d’un droit à leur portabilité. Pour exercer ces droits, écrivez à <a href="mailto:${s.info_email}">${s.info_email}</a>. Tous les détails figurent dans notre <a href="/fr/privacy">politique de confidentialité</a>.</p>
<h2>Cookies et stockage local</h2>
<p>Ce site n’utilise pas de cookies publicitaires. Le stockage local de votre navigateur sert à mémoriser les configurations de yacht que vous enregistrez dans le configurateur et la date à laquelle vous avez fermé une annonce, afin qu’elle ne s’affiche plus le même jour. Ces informations restent sur votre appareil et peuvent être supprimées à tout moment depuis les réglages de votre navigateur.</p>
<h2>Informations et responsabilité</h2>
<p>${s.legal_publisher} apporte le plus grand soin à l’exactitude des informations publiées sur ce site. Les caractéristiques, performances, illustrations et équipements sont donnés à titre indicatif et peuvent évoluer sans préavis au fil de l’évolution de nos yachts. Les prix sont des prix de départ indicatifs en euros, hors taxes, et ne constituent pas une offre contractuelle ; seul un contrat de construction signé engage les parties.</p>
<p>Ce site peut contenir des liens vers des sites tiers, comme notre service de prise de rendez-vous ou les réseaux sociaux. ${s.legal_publisher} n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu.</p>
<h2>Droit applicable</h2>
<p>Les présentes mentions légales sont régies par le droit tunisien. Tout litige relatif à l’utilisation de ce site relève de la compétence des tribunaux de Tunis, sauf disposition impérative contraire.</p>`,
    seo: {
      title: 'Mentions légales | WAMA',
      description: `Mentions légales du site WAMA : éditeur ${s.legal_publisher}, capital social de ${s.legal_share_capital}, siège à Mégrine en Tunisie, gérance, hébergeur, propriété intellectuelle et données personnelles.`,
    },
  },
  privacy: {
    title: 'Politique de confidentialité',
    content: `<p>${s.legal_publisher} respecte votre vie privée. Cette politique explique quelles données personnelles nous collectons par ce site, pourquoi nous les collectons, combien de temps nous les conservons et comment exercer vos droits.</p>
<h2>Qui est responsable de vos données</h2>
<p>Le responsable du traitement est ${s.legal_publisher}, ${s.legal_head_office}. Pour toute question relative à vos données personnelles, contactez-nous à <a href="mailto:${s.info_email}">${s.info_email}</a>.</p>
<h2>Ce que nous collectons</h2>
<ul>
<li><strong>Demandes :</strong> lorsque vous utilisez le formulaire de contact ou le formulaire de demande d’informations d’une page yacht, nous collectons vos nom, adresse e-mail, numéro de téléphone (facultatif), le yacht ou le sujet qui vous intéresse et votre message, ainsi que votre consentement lorsqu’il est demandé.</li>
<li><strong>Demandes de brochure :</strong> vos prénom, nom, adresse e-mail, numéro de téléphone (facultatif) et le yacht dont vous avez demandé la brochure.</li>
<li><strong>Newsletter :</strong> votre adresse e-mail, la langue et la page de votre inscription, et les dates de confirmation de votre adresse et, le cas échéant, de votre désinscription. Vous ne figurez sur la liste qu’après avoir confirmé votre adresse depuis le message que nous vous envoyons, et le lien présent dans chaque message vous en retire.</li>
<li><strong>Données techniques :</strong> la date et l’heure de votre demande et l’adresse IP depuis laquelle elle a été envoyée, utilisées uniquement pour protéger nos formulaires contre les abus et le spam.</li>
</ul>
<p>Nous ne demandons pas de données sensibles, comme des informations de santé ou financières, et vous prions de ne pas en transmettre par nos formulaires.</p>
<h2>Pourquoi nous les utilisons</h2>
<ul>
<li>Pour répondre à votre demande, vous envoyer les brochures et documents demandés et préparer une proposition : autant de démarches effectuées à votre demande avant tout contrat.</li>
<li>Pour assurer avec vous le suivi de votre projet, aussi longtemps que nos yachts vous intéressent.</li>
<li>Pour sécuriser notre site et prévenir les abus de nos formulaires, ce qui relève de notre intérêt légitime.</li>
</ul>
<p>Nous ne vous adressons des nouvelles de WAMA que si vous nous l’avez demandé, et chaque message vous permet de vous désabonner.</p>
<h2>Comment votre demande est conservée et traitée</h2>
<p>Lorsque vous envoyez un formulaire, votre demande est d’abord enregistrée dans notre base de données sécurisée de gestion de contenu, afin qu’elle ne puisse pas être perdue, puis transmise par e-mail à notre équipe commerciale. La base de données est hébergée par ${s.legal_hosting_provider} et son accès est réservé au personnel autorisé de WAMA, au moyen de comptes personnels protégés par mot de passe. Notre équipe n’utilise vos données que pour vous répondre et gérer notre relation avec vous.</p>
<h2>Qui peut y accéder</h2>
<p>Vos données ne sont jamais vendues, louées ni partagées à des fins de marketing. Elles ne sont accessibles qu’à notre personnel et aux prestataires qui nous aident à faire fonctionner ce site et notre messagerie, agissant sur nos instructions et tenus à la confidentialité. Si vous choisissez de réserver un rendez-vous par notre agenda en ligne ou de nous contacter sur WhatsApp, ces services traitent vos données selon leurs propres politiques de confidentialité.</p>
<h2>Combien de temps nous les conservons</h2>
<ul>
<li>Demandes et demandes de brochure : jusqu’à trois ans après notre dernier échange, sauf si vous devenez client, auquel cas vos données sont conservées pendant toute la durée de notre relation contractuelle et les délais légaux de conservation qui la suivent.</li>
<li>Données techniques servant à prévenir les abus : douze mois au plus.</li>
</ul>
<h2>Vos droits</h2>
<p>Conformément à la loi organique tunisienne n° 2004-63 du 27 juillet 2004 et, lorsqu’il s’applique, au Règlement général sur la protection des données (UE) 2016/679, vous pouvez à tout moment accéder à vos données, les faire rectifier ou effacer, vous opposer à leur traitement ou en demander la limitation, retirer votre consentement et obtenir une copie de vos données dans un format portable. Adressez votre demande à <a href="mailto:${s.info_email}">${s.info_email}</a> ; nous vous répondons sous un mois.</p>
<p>Vous pouvez aussi le faire vous-même : sur la page <a href="/fr/my-data">Vos données</a>, saisissez votre adresse e-mail et nous lui envoyons un lien qui affiche ce que nous détenons sur vous, vous permet de le télécharger et l’efface.</p>
<p>Si vous estimez que vos droits n’ont pas été respectés, vous pouvez introduire une réclamation auprès de l’Instance nationale de protection des données personnelles (INPDP) ou, si vous résidez dans l’Union européenne, auprès de l’autorité de protection des données de votre pays.</p>
<h2>Stockage dans le navigateur</h2>
<p>Ce site n’utilise ni cookies publicitaires ni cookies de suivi. Il utilise le stockage local de votre navigateur uniquement pour mémoriser les configurations que vous enregistrez dans le configurateur du WAMA 26 et la date à laquelle vous avez fermé une annonce. Ces informations ne quittent jamais votre appareil et vous pouvez les effacer à tout moment depuis les réglages de votre navigateur.</p>
<h2>Sécurité</h2>
<p>Notre site est servi par une connexion chiffrée, et nous appliquons des mesures techniques et organisationnelles adaptées aux risques pour protéger vos données contre la perte, l’utilisation abusive et l’accès non autorisé.</p>
<h2>Évolution de cette politique</h2>
<p>Nous pouvons mettre à jour cette politique au fil de l’évolution de notre site et de nos services. Dernière mise à jour : 1er juin 2025.</p>`,
    seo: {
      title: 'Politique de confidentialité | WAMA',
      description:
        'Comment WAMA collecte, conserve et utilise les données personnelles transmises par ses formulaires de demande, d’information et de brochure, combien de temps elles sont conservées et comment exercer vos droits.',
    },
  },
}
