import type { Localized, Section } from './types.ts';

/** Date of the current version of the terms of service and the privacy policy (ISO 8601). */
export const legalLastUpdated = '2025-03-15';

export const terms: { title: Localized; intro: Localized; sections: Section[] } = {
  title: { en: 'Terms of service', fr: "Conditions générales d'utilisation" },
  intro: {
    en: 'These terms govern your use of the Agentia website, platform and services. Please read them carefully: by creating an account or using our services, you agree to be bound by them.',
    fr: "Les présentes conditions régissent votre utilisation du site, de la plateforme et des services Agentia. Lisez-les attentivement : en créant un compte ou en utilisant nos services, vous acceptez d'y être lié.",
  },
  sections: [
    {
      title: { en: '1. Acceptance of these terms', fr: '1. Acceptation des conditions' },
      paragraphs: {
        en: [
          'These terms of service (the “Terms”) form a binding agreement between you and Agentia (“Agentia”, “we”, “us”) regarding your access to and use of our public website, the AI tools catalogue, the signed-in dashboard, the support chat and all related services (together, the “Services”). If you use the Services on behalf of an organisation, you confirm that you are authorised to accept these Terms on its behalf, and “you” then refers to that organisation as well.',
          'Enterprise customers may also sign an order form or a specific agreement with us. Where such an agreement conflicts with these Terms, the agreement prevails. Our privacy policy, which explains how we handle personal data, forms part of these Terms.',
          'If you do not agree with these Terms, you must not use the Services.',
        ],
        fr: [
          "Les présentes conditions générales d'utilisation (les « Conditions ») constituent un contrat entre vous et Agentia (« Agentia », « nous ») portant sur l'accès et l'utilisation de notre site public, du catalogue d'outils IA, du tableau de bord réservé aux utilisateurs connectés, du chat d'assistance et de l'ensemble des services associés (ensemble, les « Services »). Si vous utilisez les Services pour le compte d'une organisation, vous confirmez être habilité à accepter les présentes Conditions en son nom ; « vous » désigne alors également cette organisation.",
          'Les clients entreprises peuvent en outre signer avec nous un bon de commande ou un contrat spécifique. En cas de contradiction entre ce contrat et les présentes Conditions, le contrat prévaut. Notre politique de confidentialité, qui explique comment nous traitons les données personnelles, fait partie intégrante des présentes Conditions.',
          "Si vous n'acceptez pas les présentes Conditions, vous ne devez pas utiliser les Services.",
        ],
      },
    },
    {
      title: { en: '2. Your account', fr: '2. Votre compte' },
      paragraphs: {
        en: [
          'Browsing the public website and the AI tools catalogue does not require an account. Using the dashboard, rating or commenting on tools and subscribing to a plan do. To register, you provide your name, a valid email address and a password of at least 8 characters, and you choose a professional or enterprise account type. Your account is activated once you confirm your email address with the 6-digit verification code we send you. You must be at least 18 years old, or the age of legal majority where you live, to open an account.',
          'You agree to provide accurate information and to keep it up to date. You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately at support@agentia.example if you suspect unauthorised access.',
          'Accounts have one of three roles: Free, assigned at sign-up; Pro, which applies while you hold a paid plan; and Admin, reserved for Agentia staff who operate the platform. Team owners are responsible for the members they invite and for the brains and agents they share with them.',
        ],
        fr: [
          "La consultation du site public et du catalogue d'outils IA ne nécessite pas de compte. En revanche, un compte est requis pour utiliser le tableau de bord, noter ou commenter des outils et souscrire une offre. Pour vous inscrire, vous indiquez votre nom, une adresse e-mail valide et un mot de passe d'au moins 8 caractères, et vous choisissez un type de compte, professionnel ou entreprise. Votre compte est activé dès que vous confirmez votre adresse e-mail grâce au code de vérification à 6 chiffres que nous vous envoyons. Vous devez avoir au moins 18 ans, ou l'âge de la majorité légale dans votre pays, pour ouvrir un compte.",
          'Vous vous engagez à fournir des informations exactes et à les tenir à jour. Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité réalisée depuis votre compte. Prévenez-nous sans délai à support@agentia.example si vous soupçonnez un accès non autorisé.',
          "Chaque compte dispose de l'un des trois rôles suivants : Free, attribué à l'inscription ; Pro, qui s'applique tant que vous détenez une offre payante ; et Admin, réservé aux équipes d'Agentia qui exploitent la plateforme. Les propriétaires d'équipe sont responsables des membres qu'ils invitent ainsi que des cerveaux et agents qu'ils partagent avec eux.",
        ],
      },
    },
    {
      title: { en: '3. Plans, prices and billing', fr: '3. Offres, prix et facturation' },
      paragraphs: {
        en: [
          'Our current plans and prices are published on our pricing page. Professional plans are billed monthly in advance: YouTube automation $49, social media $29, blog writing $39, AI assistant $19 and lead generation $59, with the Creator bundle at $89 and the Business bundle at $149. Enterprise plans start at $2,999 per month for Enterprise Starter (up to 5 members) and $5,999 per month for Enterprise Professional (up to 20 members); the Custom tier is priced on quote. Prices are shown in US dollars on the English site and in euros on the French site, and applicable taxes are added where required.',
          'Professional plans are month-to-month and renew automatically at the start of each billing period until you cancel. A cancellation takes effect at the end of the period already paid, and you keep access to the plan until then. Your account returns to the Free role afterwards.',
          'We may change our prices. Any increase will be announced at least 30 days in advance and will only apply from your next billing period; if you disagree, you may cancel before it takes effect. Unpaid amounts may lead to the suspension of paid features after a reminder.',
        ],
        fr: [
          "Nos offres et nos prix en vigueur sont publiés sur notre page Tarifs. Les offres professionnelles sont facturées mensuellement et d'avance : Automatisation YouTube 49 €, Réseaux sociaux 29 €, Rédaction de blog 39 €, Assistant IA 19 € et Génération de leads 59 €, le pack Créateur étant proposé à 89 € et le pack Business à 149 €. Les offres entreprises démarrent à 2 999 € par mois pour Entreprise Starter (jusqu'à 5 membres) et 5 999 € par mois pour Entreprise Professionnel (jusqu'à 20 membres) ; la formule Sur mesure fait l'objet d'un devis. Les prix sont affichés en euros sur le site en français et en dollars américains sur le site en anglais ; les taxes applicables s'y ajoutent le cas échéant.",
          "Les offres professionnelles sont sans engagement et se renouvellent automatiquement au début de chaque période de facturation jusqu'à leur résiliation. La résiliation prend effet à la fin de la période déjà payée, et vous conservez l'accès à l'offre jusque-là. Votre compte repasse ensuite au rôle Free.",
          "Nous pouvons modifier nos prix. Toute hausse sera annoncée au moins 30 jours à l'avance et ne s'appliquera qu'à compter de votre période de facturation suivante ; si vous n'êtes pas d'accord, vous pouvez résilier avant son entrée en vigueur. Tout impayé peut entraîner, après relance, la suspension des fonctionnalités payantes.",
        ],
      },
    },
    {
      title: {
        en: '4. Refunds and money-back guarantee',
        fr: '4. Remboursements et garantie satisfait ou remboursé',
      },
      paragraphs: {
        en: [
          'Professional plans come with a 30-day money-back guarantee. If a professional plan or bundle does not meet your expectations, write to support@agentia.example within 30 days of your first payment for that plan and we will refund that payment in full, to the original payment method. The plan then ends and your account returns to the Free role.',
          'The guarantee applies once per customer and per plan, and does not cover renewals beyond the first payment. Enterprise plans are not covered by the money-back guarantee: refunds, if any, are governed by your enterprise agreement. This section does not limit any statutory right of withdrawal or other consumer right that applies to you.',
        ],
        fr: [
          "Les offres professionnelles bénéficient d'une garantie satisfait ou remboursé de 30 jours. Si une offre ou un pack professionnel ne répond pas à vos attentes, écrivez à support@agentia.example dans les 30 jours suivant votre premier paiement pour cette offre : nous vous rembourserons intégralement ce paiement, sur le moyen de paiement utilisé. L'offre prend alors fin et votre compte repasse au rôle Free.",
          "La garantie s'applique une fois par client et par offre, et ne couvre pas les renouvellements qui suivent le premier paiement. Les offres entreprises ne bénéficient pas de cette garantie : les éventuels remboursements sont régis par votre contrat entreprise. Le présent article ne limite aucun droit légal de rétractation ni aucun autre droit dont vous bénéficiez en tant que consommateur.",
        ],
      },
    },
    {
      title: { en: '5. Enterprise plans', fr: '5. Offres entreprises' },
      paragraphs: {
        en: [
          'Enterprise plans are subscribed through an order form that sets out the tier, the number of members, the services included and the term. Unless the order form states otherwise, enterprise plans have a minimum term of about 12 months and renew for successive periods of the same length unless either party gives notice before the end of the current term, as specified in the order form.',
          'Enterprise Starter includes up to 5 members and support during business hours (8/5). Enterprise Professional includes up to 20 members, 24/7 priority support and phone support. The Custom tier includes unlimited members, a dedicated success manager and phone support, on terms agreed with you. Custom work such as bespoke agents, integrations or self-hosted deployments is described in the order form or a statement of work.',
        ],
        fr: [
          "Les offres entreprises sont souscrites au moyen d'un bon de commande précisant la formule, le nombre de membres, les services inclus et la durée. Sauf mention contraire du bon de commande, elles comportent une durée minimale d'environ 12 mois et se renouvellent pour des périodes successives de même durée, sauf dénonciation par l'une des parties avant la fin de la période en cours, dans les conditions prévues au bon de commande.",
          "L'offre Entreprise Starter comprend jusqu'à 5 membres et une assistance aux heures ouvrées (8/5). L'offre Entreprise Professionnel comprend jusqu'à 20 membres, une assistance prioritaire 24 h/24, 7 j/7 et l'assistance téléphonique. La formule Sur mesure comprend un nombre de membres illimité, un responsable de la réussite client dédié et l'assistance téléphonique, selon des conditions convenues avec vous. Les prestations spécifiques, comme les agents sur mesure, les intégrations ou les déploiements auto-hébergés, sont décrites dans le bon de commande ou dans un cahier des charges.",
        ],
      },
    },
    {
      title: { en: '6. Payments with AGENT tokens', fr: '6. Paiement en jetons AGENT' },
      paragraphs: {
        en: [
          'You may pay for eligible plans with AGENT tokens and receive a discount of up to 30% on the price of your plan. The applicable discount and the number of tokens due are shown before you confirm the payment, based on the conversion rate at that moment.',
          'You are solely responsible for the wallet you pay from and for sending the exact amount to the correct address. Token transactions are irreversible once confirmed: we cannot cancel or reverse a payment sent to the wrong address or in the wrong amount. Refunds owed to you on a token payment are made in AGENT tokens, for the number of tokens originally paid, to the wallet the payment came from.',
          'Accepting AGENT tokens as a means of payment is not investment advice and gives you no right other than access to the plan you pay for. The value of tokens may vary, and it is your responsibility to comply with the rules that apply to you, including tax rules.',
        ],
        fr: [
          "Vous pouvez régler les offres éligibles en jetons AGENT et bénéficier d'une réduction pouvant atteindre 30 % sur le prix de votre offre. La réduction applicable et le nombre de jetons dus s'affichent avant la confirmation du paiement, sur la base du taux de conversion en vigueur à ce moment-là.",
          "Vous êtes seul responsable du portefeuille depuis lequel vous payez et de l'envoi du montant exact à la bonne adresse. Une fois confirmées, les transactions en jetons sont irréversibles : nous ne pouvons ni annuler ni contrepasser un paiement envoyé à une mauvaise adresse ou pour un montant erroné. Les remboursements qui vous sont dus au titre d'un paiement en jetons sont effectués en jetons AGENT, à hauteur du nombre de jetons initialement versés, sur le portefeuille d'origine du paiement.",
          "L'acceptation des jetons AGENT comme moyen de paiement ne constitue pas un conseil en investissement et ne vous confère aucun droit autre que l'accès à l'offre réglée. La valeur des jetons peut varier, et il vous appartient de respecter les règles qui vous sont applicables, notamment en matière fiscale.",
        ],
      },
    },
    {
      title: { en: '7. Acceptable use', fr: '7. Utilisation acceptable' },
      paragraphs: {
        en: [
          'You agree to use the Services lawfully and in a way that does not harm Agentia, other users or third parties. In particular, you must not:',
        ],
        fr: [
          'Vous vous engagez à utiliser les Services de manière licite et sans porter préjudice à Agentia, aux autres utilisateurs ou à des tiers. Il vous est notamment interdit de :',
        ],
      },
      points: {
        en: [
          'upload content you do not have the right to use, or content that is unlawful, defamatory, hateful or infringes the rights of others;',
          'use agents to send spam, deceive people, impersonate someone or carry out fraud;',
          'generate content intended to harass, discriminate against or endanger anyone;',
          'attempt to access accounts, brains or data that are not yours, or to bypass our security measures;',
          'overload, disrupt or reverse-engineer the Services, or access them by automated means other than those we provide;',
          'resell or make the Services available to third parties without our written agreement.',
        ],
        fr: [
          "importer des contenus que vous n'avez pas le droit d'utiliser, ou des contenus illicites, diffamatoires, haineux ou portant atteinte aux droits d'autrui ;",
          'utiliser des agents pour envoyer des messages non sollicités, tromper des personnes, usurper une identité ou commettre une fraude ;',
          'générer des contenus visant à harceler, discriminer ou mettre en danger qui que ce soit ;',
          "tenter d'accéder à des comptes, des cerveaux ou des données qui ne vous appartiennent pas, ou de contourner nos mesures de sécurité ;",
          'surcharger, perturber ou décompiler les Services, ou y accéder par des moyens automatisés autres que ceux que nous fournissons ;',
          'revendre les Services ou les mettre à la disposition de tiers sans notre accord écrit.',
        ],
      },
    },
    {
      title: { en: '8. AI-generated output', fr: "8. Contenus générés par l'IA" },
      paragraphs: {
        en: [
          'Our agents rely on artificial intelligence models. Their output is generated automatically from your instructions, your brains and the tools you connect, and it may be inaccurate, incomplete, out of date or unsuitable for your purpose, even when it sounds confident.',
          'You are responsible for reviewing any output before relying on it, publishing it or sending it to anyone, and for the decisions you make based on it. Output does not constitute legal, financial, medical or other professional advice. Subject to the rights of third parties and to these Terms, the output generated for you belongs to you, but similar output may be generated for other users.',
        ],
        fr: [
          "Nos agents s'appuient sur des modèles d'intelligence artificielle. Les contenus qu'ils produisent sont générés automatiquement à partir de vos instructions, de vos cerveaux et des outils que vous connectez ; ils peuvent être inexacts, incomplets, obsolètes ou inadaptés à votre usage, même lorsqu'ils paraissent assurés.",
          "Il vous appartient de vérifier tout contenu avant de vous y fier, de le publier ou de le transmettre, et vous restez responsable des décisions que vous prenez sur cette base. Ces contenus ne constituent pas un conseil juridique, financier, médical ou professionnel. Sous réserve des droits des tiers et des présentes Conditions, les contenus générés pour vous vous appartiennent, mais des contenus similaires peuvent être générés pour d'autres utilisateurs.",
        ],
      },
    },
    {
      title: { en: '9. Intellectual property', fr: '9. Propriété intellectuelle' },
      paragraphs: {
        en: [
          'The Services, including the software, the agent templates, the tool guides, the website content, the Agentia name and logo, are protected by intellectual property rights and remain the property of Agentia or its licensors. Subject to these Terms and to the payment of any fees due, we grant you a personal, non-exclusive, non-transferable right to use the Services for the duration of your account or plan.',
          'You must not copy, modify, distribute or create derivative works from the Services, except where the law expressly allows it. If you send us feedback or suggestions, we may use them freely to improve the Services, without any obligation towards you.',
        ],
        fr: [
          "Les Services, y compris le logiciel, les modèles d'agents, les guides des outils, le contenu du site ainsi que le nom et le logo Agentia, sont protégés par des droits de propriété intellectuelle et demeurent la propriété d'Agentia ou de ses concédants. Sous réserve des présentes Conditions et du paiement des sommes dues, nous vous accordons un droit personnel, non exclusif et non cessible d'utiliser les Services pendant la durée de votre compte ou de votre offre.",
          'Vous ne pouvez ni copier, ni modifier, ni distribuer les Services, ni en créer des œuvres dérivées, sauf dans les cas expressément autorisés par la loi. Si vous nous adressez des remarques ou des suggestions, nous pouvons les utiliser librement pour améliorer les Services, sans obligation envers vous.',
        ],
      },
    },
    {
      title: {
        en: '10. Your content, comments and ratings',
        fr: '10. Vos contenus, commentaires et notes',
      },
      paragraphs: {
        en: [
          'You keep all rights to the content you provide, including the files you upload to your brains, your agent settings and your messages. You grant Agentia a limited licence to host, process and display that content solely to provide the Services to you and to the people you share it with. We do not use your content to train AI models.',
          'Ratings and comments you publish in the AI tools catalogue are public, together with the name shown on your account. By publishing them, you grant Agentia a worldwide, royalty-free licence to display them on the Services for as long as they remain online. They must reflect your genuine experience and respect the acceptable use rules.',
          'We may moderate, hide or remove any content that breaches these Terms or the law, in particular following a report. You can edit or delete your own comments at any time.',
        ],
        fr: [
          "Vous conservez tous les droits sur les contenus que vous fournissez, notamment les fichiers importés dans vos cerveaux, la configuration de vos agents et vos messages. Vous accordez à Agentia une licence limitée pour héberger, traiter et afficher ces contenus dans le seul but de vous fournir les Services, à vous et aux personnes avec qui vous les partagez. Nous n'utilisons pas vos contenus pour entraîner des modèles d'IA.",
          "Les notes et commentaires que vous publiez dans le catalogue d'outils IA sont publics et s'affichent avec le nom associé à votre compte. En les publiant, vous accordez à Agentia une licence mondiale et gratuite pour les afficher sur les Services aussi longtemps qu'ils restent en ligne. Ils doivent refléter votre expérience réelle et respecter les règles d'utilisation acceptable.",
          "Nous pouvons modérer, masquer ou supprimer tout contenu contraire aux présentes Conditions ou à la loi, notamment à la suite d'un signalement. Vous pouvez modifier ou supprimer vos propres commentaires à tout moment.",
        ],
      },
    },
    {
      title: { en: '11. Third-party tools and connections', fr: '11. Outils tiers et connexions' },
      paragraphs: {
        en: [
          'The Services let you connect external tools through the OAuth consent flow of each provider. By connecting a tool, you authorise Agentia to access that tool within the permissions you approve, on your behalf and only to run the features you use. You can check the status of each connection and revoke access at any time from your dashboard or from the provider itself.',
          'Third-party tools, including those listed in our catalogue, are provided by independent companies under their own terms and privacy policies, which you are responsible for accepting and respecting. Agentia is not responsible for the availability, content or behaviour of these tools, nor for changes to them that affect your connections.',
        ],
        fr: [
          "Les Services vous permettent de connecter des outils externes via le parcours de consentement OAuth de chaque fournisseur. En connectant un outil, vous autorisez Agentia à y accéder dans la limite des autorisations que vous acceptez, en votre nom et uniquement pour faire fonctionner les fonctionnalités que vous utilisez. Vous pouvez vérifier l'état de chaque connexion et révoquer l'accès à tout moment depuis votre tableau de bord ou auprès du fournisseur lui-même.",
          "Les outils tiers, y compris ceux qui figurent dans notre catalogue, sont fournis par des sociétés indépendantes selon leurs propres conditions et politiques de confidentialité, qu'il vous appartient d'accepter et de respecter. Agentia n'est pas responsable de la disponibilité, du contenu ou du fonctionnement de ces outils, ni des modifications qui affecteraient vos connexions.",
        ],
      },
    },
    {
      title: { en: '12. Warranties and liability', fr: '12. Garanties et responsabilité' },
      paragraphs: {
        en: [
          'We provide the Services with reasonable care and skill and work to keep them available and secure, but we do not guarantee that they will be uninterrupted, error-free or suited to every purpose. Except as expressly stated in these Terms or in an enterprise agreement, the Services are provided “as is”, to the extent permitted by law.',
          'To the extent permitted by law, Agentia is not liable for indirect or consequential losses, such as loss of profit, revenue, data or reputation, and our total liability for any claim relating to the Services is limited to the amounts you paid us in the 12 months preceding the event giving rise to the claim.',
          'Nothing in these Terms excludes or limits liability that cannot be excluded or limited by law, such as liability for fraud, gross negligence or personal injury, or the statutory rights of consumers.',
        ],
        fr: [
          "Nous fournissons les Services avec soin et diligence et nous efforçons d'en assurer la disponibilité et la sécurité, sans toutefois garantir qu'ils seront ininterrompus, exempts d'erreurs ou adaptés à tous les usages. Sauf stipulation expresse des présentes Conditions ou d'un contrat entreprise, et dans les limites permises par la loi, les Services sont fournis « en l'état ».",
          "Dans les limites permises par la loi, Agentia ne saurait être tenue responsable des dommages indirects, tels que la perte de bénéfices, de chiffre d'affaires, de données ou d'image, et notre responsabilité totale au titre de toute réclamation liée aux Services est limitée aux sommes que vous nous avez versées au cours des 12 mois précédant le fait générateur.",
          "Aucune disposition des présentes Conditions n'exclut ni ne limite une responsabilité qui ne peut l'être en vertu de la loi, notamment en cas de fraude, de faute lourde ou de dommage corporel, ni les droits légaux des consommateurs.",
        ],
      },
    },
    {
      title: { en: '13. Suspension and termination', fr: '13. Suspension et résiliation' },
      paragraphs: {
        en: [
          'You can stop using the Services and ask us to close your account at any time. Paid plans end as described in the sections on billing and enterprise plans.',
          'We may suspend or close an account, after notice where possible, if you seriously or repeatedly breach these Terms, fail to pay amounts due, or if your use of the Services puts their security or other users at risk. In urgent cases, we may suspend access immediately.',
          'When an account is closed, your access to the dashboard ends and your content is deleted in accordance with our privacy policy. Sections that by their nature should survive termination, such as those on intellectual property, liability and governing law, continue to apply.',
        ],
        fr: [
          "Vous pouvez cesser d'utiliser les Services et nous demander de clôturer votre compte à tout moment. Les offres payantes prennent fin dans les conditions décrites aux articles consacrés à la facturation et aux offres entreprises.",
          "Nous pouvons suspendre ou clôturer un compte, après préavis lorsque c'est possible, en cas de manquement grave ou répété aux présentes Conditions, de défaut de paiement, ou si votre utilisation des Services met en danger leur sécurité ou d'autres utilisateurs. En cas d'urgence, nous pouvons suspendre l'accès immédiatement.",
          "À la clôture d'un compte, l'accès au tableau de bord prend fin et vos contenus sont supprimés conformément à notre politique de confidentialité. Les articles qui, par nature, doivent survivre à la résiliation, tels que ceux relatifs à la propriété intellectuelle, à la responsabilité et au droit applicable, restent en vigueur.",
        ],
      },
    },
    {
      title: {
        en: '14. Changes, governing law and contact',
        fr: '14. Modifications, droit applicable et contact',
      },
      paragraphs: {
        en: [
          'We may update these Terms to reflect changes to the Services or to the law. We will inform you of any significant change by email or in the dashboard at least 30 days before it takes effect. If you continue to use the Services after that date, the updated Terms apply; if you disagree, you may close your account before then.',
          'These Terms are governed by the law of the country where Agentia is established, without prejudice to the mandatory consumer protection rules of your country of residence. We will always try to resolve a disagreement amicably first; failing that, the competent courts will have jurisdiction.',
          'For any question about these Terms, contact us through the contact page or at support@agentia.example.',
        ],
        fr: [
          "Nous pouvons mettre à jour les présentes Conditions pour tenir compte de l'évolution des Services ou de la loi. Nous vous informerons de toute modification importante par e-mail ou dans le tableau de bord au moins 30 jours avant son entrée en vigueur. Si vous continuez à utiliser les Services après cette date, les Conditions mises à jour s'appliquent ; si vous n'êtes pas d'accord, vous pouvez clôturer votre compte d'ici là.",
          'Les présentes Conditions sont régies par le droit du pays dans lequel Agentia est établie, sans préjudice des règles impératives de protection des consommateurs de votre pays de résidence. Nous chercherons toujours en premier lieu une solution amiable à tout différend ; à défaut, les tribunaux compétents pourront être saisis.',
          "Pour toute question relative aux présentes Conditions, contactez-nous via la page Contact ou à l'adresse support@agentia.example.",
        ],
      },
    },
  ],
};

export const privacy: { title: Localized; intro: Localized; sections: Section[] } = {
  title: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
  intro: {
    en: 'This policy explains what personal data Agentia collects when you use our website, platform and support chat, why we collect it, how long we keep it and how you can exercise your rights. Agentia is the controller of this data.',
    fr: "La présente politique explique quelles données personnelles Agentia collecte lorsque vous utilisez notre site, notre plateforme et notre chat d'assistance, pourquoi nous les collectons, combien de temps nous les conservons et comment exercer vos droits. Agentia est responsable du traitement de ces données.",
  },
  sections: [
    {
      title: { en: '1. Data we collect', fr: '1. Données que nous collectons' },
      paragraphs: {
        en: [
          'We collect the data you give us directly, the data generated when you use the Services, and limited data from the tools you choose to connect. We do not collect more than we need to run the Services.',
        ],
        fr: [
          'Nous collectons les données que vous nous fournissez directement, celles générées par votre utilisation des Services et, dans une mesure limitée, celles issues des outils que vous choisissez de connecter. Nous ne collectons pas plus que ce dont nous avons besoin pour faire fonctionner les Services.',
        ],
      },
      points: {
        en: [
          'Account data: name, email address, password (stored only as a hash), account type (professional or enterprise), role, and the 6-digit verification codes sent to you.',
          'Workspace content: files you upload to your brains (text, Markdown or PDF), brain settings, teams and invitations, agent configurations and the content they produce.',
          'Connected tools: the identity of each connected service, the permissions you approved, the connection status and the access tokens issued by the provider.',
          'Community contributions: the ratings and comments you publish in the AI tools catalogue.',
          'Support and contact: messages exchanged in the support chat, emails to our team, and contact form inquiries (name, email, company, phone, inquiry type and message).',
          'Billing data: plan, invoices and payment status; card details are handled by our payment provider, and for AGENT token payments, the wallet address and transaction reference.',
          'Usage and technical data: daily activity shown in your analytics, IP address, browser type, and security and error logs.',
        ],
        fr: [
          "Données de compte : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d'empreinte), type de compte (professionnel ou entreprise), rôle et codes de vérification à 6 chiffres qui vous sont envoyés.",
          "Contenus de votre espace : fichiers importés dans vos cerveaux (texte, Markdown ou PDF), paramètres des cerveaux, équipes et invitations, configuration des agents et contenus qu'ils produisent.",
          "Outils connectés : identité de chaque service connecté, autorisations accordées, état de la connexion et jetons d'accès délivrés par le fournisseur.",
          "Contributions à la communauté : notes et commentaires publiés dans le catalogue d'outils IA.",
          "Assistance et contact : messages échangés dans le chat d'assistance, e-mails adressés à notre équipe et demandes envoyées via le formulaire de contact (nom, e-mail, entreprise, téléphone, type de demande et message).",
          "Données de facturation : offre, factures et statut des paiements ; les données de carte sont traitées par notre prestataire de paiement et, pour les paiements en jetons AGENT, nous conservons l'adresse du portefeuille et la référence de la transaction.",
          "Données d'utilisation et techniques : activité quotidienne présentée dans vos statistiques, adresse IP, type de navigateur, journaux de sécurité et d'erreurs.",
        ],
      },
    },
    {
      title: { en: '2. How we use your data', fr: '2. Utilisation de vos données' },
      paragraphs: {
        en: [
          'We use your data to create and secure your account, verify your email address, provide the dashboard features you use (brains, teams, agents, connected tools and analytics), process payments, answer your support requests and contact inquiries, and display your ratings and comments in the catalogue.',
          'We also use technical data to keep the Services secure, prevent abuse and fraud, fix errors and understand in aggregate how the Services are used so that we can improve them. We send you service emails, such as verification codes, invitations and billing notices; we only send marketing emails if you have agreed to receive them, and you can unsubscribe at any time.',
          'We never sell your personal data, and we never use the content of your brains, your agents or your conversations to train AI models.',
        ],
        fr: [
          "Nous utilisons vos données pour créer et sécuriser votre compte, vérifier votre adresse e-mail, vous fournir les fonctionnalités du tableau de bord que vous utilisez (cerveaux, équipes, agents, outils connectés et statistiques), traiter les paiements, répondre à vos demandes d'assistance et de contact, et afficher vos notes et commentaires dans le catalogue.",
          "Nous utilisons également les données techniques pour assurer la sécurité des Services, prévenir les abus et la fraude, corriger les erreurs et comprendre, de manière agrégée, comment les Services sont utilisés afin de les améliorer. Nous vous envoyons des e-mails de service, comme les codes de vérification, les invitations et les avis de facturation ; nous ne vous envoyons d'e-mails commerciaux qu'avec votre accord, et vous pouvez vous désinscrire à tout moment.",
          "Nous ne vendons jamais vos données personnelles et n'utilisons jamais le contenu de vos cerveaux, de vos agents ou de vos conversations pour entraîner des modèles d'IA.",
        ],
      },
    },
    {
      title: { en: '3. Legal bases', fr: '3. Bases légales' },
      paragraphs: {
        en: [
          'Under the General Data Protection Regulation (GDPR), each use of your data relies on a legal basis. Most of our processing is necessary to perform our contract with you: running your account, the features of your plan, billing and support.',
          'Some processing relies on our legitimate interests, such as securing the Services, preventing fraud, improving our offer and answering contact inquiries, always balanced against your rights. Other processing is required to comply with legal obligations, such as keeping invoices. Where we rely on your consent, for example for marketing emails, you can withdraw it at any time without affecting earlier processing.',
        ],
        fr: [
          "Conformément au Règlement général sur la protection des données (RGPD), chaque utilisation de vos données repose sur une base légale. La plupart de nos traitements sont nécessaires à l'exécution du contrat qui nous lie : gestion de votre compte, fonctionnalités de votre offre, facturation et assistance.",
          "Certains traitements reposent sur notre intérêt légitime, comme la sécurisation des Services, la prévention de la fraude, l'amélioration de notre offre ou la réponse aux demandes de contact, toujours mis en balance avec vos droits. D'autres sont imposés par nos obligations légales, comme la conservation des factures. Lorsque nous nous appuyons sur votre consentement, par exemple pour les e-mails commerciaux, vous pouvez le retirer à tout moment, sans que cela remette en cause les traitements déjà effectués.",
        ],
      },
    },
    {
      title: { en: '4. Sharing and processors', fr: '4. Partage et sous-traitants' },
      paragraphs: {
        en: [
          'We share your data only when necessary, with service providers acting on our behalf (processors): hosting, email delivery, payment processing, customer support tools and the AI model providers that power your agents. Each of them is bound by a data processing agreement, may only use the data to provide their service to us, and must protect it to a level at least equivalent to ours. Our AI model providers may not use your data to train their models.',
          'Content you share is visible to the people you share it with: members of your teams, and other users for public brains and for your ratings and comments. When you connect an external tool, data flows between Agentia and that tool within the permissions you approved. We may also disclose data where the law requires it, or as part of a merger or acquisition, in which case you would be informed.',
        ],
        fr: [
          "Nous ne partageons vos données qu'en cas de nécessité, avec des prestataires agissant pour notre compte (sous-traitants) : hébergement, envoi d'e-mails, traitement des paiements, outils d'assistance client et fournisseurs des modèles d'IA qui animent vos agents. Chacun d'eux est lié par un accord de traitement des données, ne peut utiliser les données que pour nous fournir son service et doit les protéger à un niveau au moins équivalent au nôtre. Nos fournisseurs de modèles d'IA n'ont pas le droit d'utiliser vos données pour entraîner leurs modèles.",
          "Les contenus que vous partagez sont visibles des personnes avec qui vous les partagez : membres de vos équipes, et autres utilisateurs pour les cerveaux publics ainsi que pour vos notes et commentaires. Lorsque vous connectez un outil externe, des données circulent entre Agentia et cet outil dans la limite des autorisations que vous avez accordées. Nous pouvons également communiquer des données lorsque la loi l'exige, ou dans le cadre d'une fusion ou d'une acquisition, auquel cas vous en seriez informé.",
        ],
      },
    },
    {
      title: { en: '5. International transfers', fr: '5. Transferts internationaux' },
      paragraphs: {
        en: [
          'Your data is hosted in the European Union by default. Some of our processors, such as certain AI model or email providers, may process data outside the European Economic Area.',
          'In that case, we only transfer data to countries recognised by the European Commission as providing an adequate level of protection, or under appropriate safeguards such as the Standard Contractual Clauses adopted by the Commission, supplemented by additional measures where needed. You can ask us for more information about these safeguards at privacy@agentia.example.',
        ],
        fr: [
          "Vos données sont hébergées par défaut dans l'Union européenne. Certains de nos sous-traitants, comme certains fournisseurs de modèles d'IA ou d'envoi d'e-mails, peuvent traiter des données en dehors de l'Espace économique européen.",
          "Dans ce cas, nous ne transférons les données que vers des pays reconnus par la Commission européenne comme offrant un niveau de protection adéquat, ou moyennant des garanties appropriées telles que les clauses contractuelles types adoptées par la Commission, complétées si nécessaire par des mesures supplémentaires. Vous pouvez nous demander plus d'informations sur ces garanties à l'adresse privacy@agentia.example.",
        ],
      },
    },
    {
      title: { en: '6. How long we keep your data', fr: '6. Durée de conservation' },
      paragraphs: {
        en: [
          'We keep your data only as long as necessary for the purposes described in this policy. Account data and workspace content are kept for as long as your account is open. When you close your account, or when you delete a brain, an agent or a comment, the corresponding data is deleted within 30 days, apart from backups, which are overwritten on a rolling basis.',
        ],
        fr: [
          "Nous ne conservons vos données que le temps nécessaire aux finalités décrites dans la présente politique. Les données de compte et les contenus de votre espace sont conservés tant que votre compte est ouvert. Lorsque vous clôturez votre compte, ou lorsque vous supprimez un cerveau, un agent ou un commentaire, les données correspondantes sont effacées sous 30 jours, à l'exception des sauvegardes, qui sont écrasées au fil de leur renouvellement.",
        ],
      },
      points: {
        en: [
          'Invoices and billing records: for the period required by accounting and tax law.',
          'Support chat conversations and support emails: up to 12 months after the last exchange.',
          'Contact form inquiries that do not lead to a contract: up to 3 years after the last contact.',
          'Security logs: up to 12 months.',
          'Connected tool tokens: deleted as soon as you revoke access or close your account.',
        ],
        fr: [
          'Factures et pièces comptables : pendant la durée imposée par la réglementation comptable et fiscale.',
          "Conversations du chat d'assistance et e-mails d'assistance : jusqu'à 12 mois après le dernier échange.",
          "Demandes envoyées via le formulaire de contact non suivies d'un contrat : jusqu'à 3 ans après le dernier contact.",
          "Journaux de sécurité : jusqu'à 12 mois.",
          "Jetons d'accès des outils connectés : supprimés dès que vous révoquez l'accès ou clôturez votre compte.",
        ],
      },
    },
    {
      title: { en: '7. Security', fr: '7. Sécurité' },
      paragraphs: {
        en: [
          'We protect your data with technical and organisational measures suited to the risks: encryption in transit (TLS 1.2 or higher) and at rest, passwords stored only as hashes, an httpOnly session cookie, role-based access, audit logs of sensitive actions, and access to production systems restricted to the staff who need it.',
          'No system is completely secure, but we work continuously to improve our protections. If a personal data breach is likely to result in a risk to your rights, we will notify the competent supervisory authority and, where required, inform you without undue delay. Our security page describes our measures in more detail.',
        ],
        fr: [
          "Nous protégeons vos données par des mesures techniques et organisationnelles adaptées aux risques : chiffrement en transit (TLS 1.2 ou supérieur) et au repos, mots de passe conservés uniquement sous forme d'empreintes, cookie de session httpOnly, accès fondés sur des rôles, journaux d'audit des actions sensibles et accès aux systèmes de production réservé aux personnes qui en ont besoin.",
          "Aucun système n'est totalement sûr, mais nous améliorons nos protections en permanence. Si une violation de données personnelles est susceptible d'engendrer un risque pour vos droits, nous la notifierons à l'autorité de contrôle compétente et, lorsque la loi l'exige, vous en informerons dans les meilleurs délais. Notre page Sécurité détaille l'ensemble de nos mesures.",
        ],
      },
    },
    {
      title: { en: '8. Your rights', fr: '8. Vos droits' },
      paragraphs: {
        en: [
          'Under the GDPR, you have the right to access your personal data, to have it rectified or erased, to restrict its processing, to object to processing based on our legitimate interests, and to receive the data you provided in a portable format. Where processing relies on your consent, you can withdraw it at any time. You can also give instructions on what happens to your data after your death, where the law of your country provides for it.',
          'Many of these rights can be exercised directly from your account, by editing your profile or deleting your content. For anything else, write to privacy@agentia.example. We will answer within one month, which may be extended in complex cases, and we may ask you to prove your identity.',
          'If you believe your rights have not been respected, you may lodge a complaint with the data protection authority of your country, such as the CNIL in France.',
        ],
        fr: [
          "Conformément au RGPD, vous disposez d'un droit d'accès à vos données personnelles, d'un droit de rectification et d'effacement, d'un droit à la limitation du traitement, d'un droit d'opposition aux traitements fondés sur notre intérêt légitime et d'un droit à la portabilité des données que vous nous avez fournies. Lorsqu'un traitement repose sur votre consentement, vous pouvez le retirer à tout moment. Vous pouvez également définir des directives relatives au sort de vos données après votre décès, lorsque la loi de votre pays le prévoit.",
          "Nombre de ces droits peuvent s'exercer directement depuis votre compte, en modifiant votre profil ou en supprimant vos contenus. Pour toute autre demande, écrivez à privacy@agentia.example. Nous vous répondrons dans un délai d'un mois, qui peut être prolongé pour les demandes complexes, et pourrons vous demander de justifier de votre identité.",
          "Si vous estimez que vos droits n'ont pas été respectés, vous pouvez introduire une réclamation auprès de l'autorité de protection des données de votre pays, comme la CNIL en France.",
        ],
      },
    },
    {
      title: { en: '9. Cookies and local storage', fr: '9. Cookies et stockage local' },
      paragraphs: {
        en: [
          'We keep the use of cookies and browser storage to what the Services need to work. We do not use advertising cookies or third-party trackers, which is why we do not ask you for consent to them.',
          "When you sign in, we set a session cookie that keeps you signed in. It is httpOnly, which means scripts running in the page cannot read it, and it is deleted when you sign out or when the session expires. In addition, the application saves a few items in your browser's local storage, listed below. You can clear them at any time from your browser settings; the site will simply return to its default preferences.",
        ],
        fr: [
          "Nous limitons l'usage des cookies et du stockage du navigateur à ce qui est nécessaire au fonctionnement des Services. Nous n'utilisons ni cookies publicitaires ni traceurs tiers ; c'est pourquoi nous ne vous demandons pas de consentement à ce titre.",
          "Lorsque vous vous connectez, nous déposons un cookie de session qui vous permet de rester connecté. Il est httpOnly, c'est-à-dire inaccessible aux scripts exécutés dans la page, et il est supprimé à la déconnexion ou à l'expiration de la session. Par ailleurs, l'application enregistre quelques éléments dans le stockage local de votre navigateur, détaillés ci-dessous. Vous pouvez les effacer à tout moment depuis les réglages de votre navigateur ; le site reviendra simplement à ses préférences par défaut.",
        ],
      },
      points: {
        en: [
          'Session cookie (httpOnly): keeps you signed in and protects your session.',
          'ui-state (local storage): your display preferences, meaning theme, language and whether the sidebar is open.',
          'auth-storage (local storage): the profile of the signed-in user only (such as name, email and role) so the interface can display it; it never contains your password.',
          'chatSessionId (local storage): the identifier of your support chat conversation, so you can pick it up again after reloading the page.',
        ],
        fr: [
          'Cookie de session (httpOnly) : vous maintient connecté et protège votre session.',
          "ui-state (stockage local) : vos préférences d'affichage, à savoir le thème, la langue et l'ouverture de la barre latérale.",
          "auth-storage (stockage local) : uniquement le profil de l'utilisateur connecté (nom, e-mail et rôle, par exemple) afin que l'interface puisse l'afficher ; il ne contient jamais votre mot de passe.",
          "chatSessionId (stockage local) : l'identifiant de votre conversation avec le chat d'assistance, pour la retrouver après un rechargement de la page.",
        ],
      },
    },
    {
      title: { en: '10. Children', fr: '10. Mineurs' },
      paragraphs: {
        en: [
          'The Services are intended for professionals and organisations and are not directed at children. You must be at least 18 years old, or the age of legal majority where you live, to create an account, and we do not knowingly collect personal data from children.',
          'If you believe that a child has provided us with personal data, please contact us at privacy@agentia.example and we will delete it.',
        ],
        fr: [
          "Les Services s'adressent aux professionnels et aux organisations et ne sont pas destinés aux enfants. Vous devez avoir au moins 18 ans, ou l'âge de la majorité légale dans votre pays, pour créer un compte, et nous ne collectons pas sciemment de données personnelles concernant des mineurs.",
          "Si vous pensez qu'un mineur nous a transmis des données personnelles, contactez-nous à privacy@agentia.example et nous les supprimerons.",
        ],
      },
    },
    {
      title: { en: '11. Changes to this policy', fr: '11. Modifications de la présente politique' },
      paragraphs: {
        en: [
          'We may update this policy to reflect changes to the Services, to our processors or to the law. The date of the latest version is shown at the top of this page.',
          'If we make a significant change, for example to the purposes for which we use your data, we will inform you by email or in your dashboard before it takes effect and, where required, ask for your consent again.',
        ],
        fr: [
          "Nous pouvons mettre à jour la présente politique pour tenir compte de l'évolution des Services, de nos sous-traitants ou de la loi. La date de la dernière version figure en haut de cette page.",
          "En cas de modification importante, par exemple des finalités pour lesquelles nous utilisons vos données, nous vous en informerons par e-mail ou dans votre tableau de bord avant son entrée en vigueur et, lorsque la loi l'exige, nous solliciterons à nouveau votre consentement.",
        ],
      },
    },
    {
      title: { en: '12. Contact', fr: '12. Contact' },
      paragraphs: {
        en: [
          'For any question about this policy or about your personal data, or to exercise your rights, write to privacy@agentia.example. You can also reach us through the contact page; please mention that your request concerns personal data so that it is forwarded to the right team.',
        ],
        fr: [
          "Pour toute question relative à la présente politique ou à vos données personnelles, ou pour exercer vos droits, écrivez à privacy@agentia.example. Vous pouvez aussi nous joindre via la page Contact ; précisez alors que votre demande concerne des données personnelles, afin qu'elle soit transmise à la bonne équipe.",
        ],
      },
    },
  ],
};
