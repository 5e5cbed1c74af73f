/**
 * Questions people ask, with the pages that should answer them (any of them counts as a hit).
 * The same topics in both languages, phrased as people write, not as the pages are titled.
 */
export interface RetrievalCase {
  question: string;
  pages: string[];
}

const PRICING = ['/pricing', '/faq'];
const SUPPORT = ['/support', '/faq'];

export const retrievalSet: Record<'en' | 'fr', RetrievalCase[]> = {
  en: [
    { question: 'How much does the Starter plan cost?', pages: PRICING },
    { question: 'What is the price of the enterprise professional tier?', pages: PRICING },
    { question: 'How many members can I have on Starter?', pages: PRICING },
    { question: 'Is there a plan with unlimited members?', pages: PRICING },
    { question: 'How much is YouTube automation per month?', pages: PRICING },
    { question: 'What does the creator bundle cost?', pages: PRICING },
    { question: 'How much do I save with the business bundle?', pages: PRICING },
    { question: 'Can I pay with AGENT tokens?', pages: PRICING },
    { question: 'Do you offer refunds?', pages: PRICING },
    { question: 'What is the minimum contract term for enterprise?', pages: PRICING },
    { question: 'Can I cancel my professional plan anytime?', pages: PRICING },
    { question: 'What are your support hours?', pages: SUPPORT },
    { question: 'How fast do you reply to emails?', pages: SUPPORT },
    { question: 'Can I call you by phone?', pages: SUPPORT },
    { question: 'How do I reset my password?', pages: SUPPORT },
    { question: 'I did not receive my verification code', pages: SUPPORT },
    { question: 'How do I create a brain?', pages: ['/documentation#brains', '/support', '/faq'] },
    {
      question: 'What file types can I upload to a brain?',
      pages: ['/documentation#brains', '/faq', '/support'],
    },
    {
      question: 'How do I invite people to my team?',
      pages: ['/documentation#teams', '/support', '/faq'],
    },
    {
      question: 'How do I create my own agent?',
      pages: ['/documentation#agents', '/support', '/faq'],
    },
    { question: 'How can I pause an agent?', pages: ['/documentation#agents', '/faq'] },
    {
      question: 'How do I connect Google Drive or Slack?',
      pages: ['/documentation#tools', '/support', '/faq'],
    },
    {
      question: 'How do I revoke access to a connected tool?',
      pages: ['/documentation#tools', '/support', '/faq'],
    },
    { question: 'Where is my data stored?', pages: ['/security', '/faq'] },
    { question: 'Do you train AI models on my data?', pages: ['/security', '/faq'] },
    { question: 'Are you GDPR compliant?', pages: ['/security', '/faq'] },
    {
      question: 'Can you host the solution on our own servers?',
      pages: ['/services/enterprise#self-hosted', '/faq', '/pricing'],
    },
    {
      question: 'Do you build custom AI agents?',
      pages: ['/services/enterprise#custom-ai-agents', '/faq'],
    },
    {
      question: 'Can you automate HR and client support?',
      pages: ['/services/enterprise#client-support-hr', '/faq'],
    },
    {
      question: 'I am a freelancer, what tools do you have for me?',
      pages: ['/services/professional#freelancer-toolkit', '/faq', '/services/professional'],
    },
    { question: 'Which languages does the platform support?', pages: ['/faq'] },
    { question: 'Can I rate and comment on AI tools?', pages: ['/faq', '/tools'] },
  ],
  fr: [
    { question: "Combien coûte l'offre Starter ?", pages: PRICING },
    { question: 'Quel est le prix de la formule entreprise professionnelle ?', pages: PRICING },
    { question: 'Combien de membres avec Starter ?', pages: PRICING },
    { question: 'Existe-t-il une formule avec des membres illimités ?', pages: PRICING },
    { question: "Combien coûte l'automatisation YouTube par mois ?", pages: PRICING },
    { question: 'Quel est le prix du pack créateur ?', pages: PRICING },
    { question: "Combien j'économise avec le pack business ?", pages: PRICING },
    { question: 'Puis-je payer avec des jetons AGENT ?', pages: PRICING },
    { question: 'Proposez-vous un remboursement ?', pages: PRICING },
    {
      question: "Quelle est la durée minimale d'engagement pour les entreprises ?",
      pages: PRICING,
    },
    { question: 'Puis-je résilier mon offre professionnelle à tout moment ?', pages: PRICING },
    { question: "Quels sont vos horaires d'assistance ?", pages: SUPPORT },
    { question: 'En combien de temps répondez-vous aux e-mails ?', pages: SUPPORT },
    { question: 'Puis-je vous appeler par téléphone ?', pages: SUPPORT },
    { question: 'Comment réinitialiser mon mot de passe ?', pages: SUPPORT },
    { question: "Je n'ai pas reçu mon code de vérification", pages: SUPPORT },
    {
      question: 'Comment créer un cerveau ?',
      pages: ['/documentation#brains', '/support', '/faq'],
    },
    {
      question: 'Quels types de fichiers puis-je importer dans un cerveau ?',
      pages: ['/documentation#brains', '/faq', '/support'],
    },
    {
      question: 'Comment inviter des membres dans mon équipe ?',
      pages: ['/documentation#teams', '/support', '/faq'],
    },
    {
      question: 'Comment créer mon propre agent ?',
      pages: ['/documentation#agents', '/support', '/faq'],
    },
    { question: 'Comment mettre un agent en pause ?', pages: ['/documentation#agents', '/faq'] },
    {
      question: 'Comment connecter Google Drive ou Slack ?',
      pages: ['/documentation#tools', '/support', '/faq'],
    },
    {
      question: "Comment révoquer l'accès à un outil connecté ?",
      pages: ['/documentation#tools', '/support', '/faq'],
    },
    { question: 'Où sont stockées mes données ?', pages: ['/security', '/faq'] },
    { question: 'Entraînez-vous vos modèles sur mes données ?', pages: ['/security', '/faq'] },
    { question: 'Êtes-vous conformes au RGPD ?', pages: ['/security', '/faq'] },
    {
      question: 'Pouvez-vous héberger la solution sur nos propres serveurs ?',
      pages: ['/services/enterprise#self-hosted', '/faq', '/pricing'],
    },
    {
      question: 'Développez-vous des agents IA sur mesure ?',
      pages: ['/services/enterprise#custom-ai-agents', '/faq'],
    },
    {
      question: 'Pouvez-vous automatiser les RH et le support client ?',
      pages: ['/services/enterprise#client-support-hr', '/faq'],
    },
    {
      question: 'Je suis indépendant, quels outils avez-vous pour moi ?',
      pages: ['/services/professional#freelancer-toolkit', '/faq', '/services/professional'],
    },
    { question: 'Quelles langues la plateforme prend-elle en charge ?', pages: ['/faq'] },
    { question: 'Puis-je noter et commenter les outils IA ?', pages: ['/faq', '/tools'] },
  ],
};
