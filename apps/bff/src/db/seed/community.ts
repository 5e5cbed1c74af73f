/** People of the seeded community: they rated and commented before anyone signed up. */
export const communityMembers = [
  { key: 'amelia', email: 'amelia.hart@example.com', fullName: 'Amelia Hart', avatar: 1 },
  { key: 'lucas', email: 'lucas.moreau@example.com', fullName: 'Lucas Moreau', avatar: 2 },
  { key: 'priya', email: 'priya.raman@example.com', fullName: 'Priya Raman', avatar: 3 },
  { key: 'camille', email: 'camille.durand@example.com', fullName: 'Camille Durand', avatar: null },
  { key: 'diego', email: 'diego.santos@example.com', fullName: 'Diego Santos', avatar: 4 },
  { key: 'anon', email: 'quiet.reader@example.com', fullName: null, avatar: null },
] as const;

/** Comments as people write them: in their own language. */
export const communityComments = [
  'Saved me hours on my weekly reporting. The learning curve is short if you follow the guide.',
  "J'utilise cet outil tous les jours pour mes clients : fiable et rapide, je recommande.",
  'Great results once you learn to write precise prompts. The free tier is enough to get a feel for it.',
  "Très bon outil, mais il faut toujours relire ce qu'il produit avant de l'envoyer.",
  'We rolled it out to a team of twelve in a week. Support answered every question within a day.',
  'The integrations are what sold me. It fits right into the stack we already had.',
  "Interface claire, prise en main immédiate. J'aimerais plus d'options d'export.",
  'Impressive quality, though it can be slow at peak hours.',
  'Honest take: powerful, but check the data-privacy settings before using it with client data.',
  'Parfait pour prototyper une idée en quelques minutes.',
  'The guide here is better than the official onboarding, thanks!',
  'Solid tool. I wish the pricing page were clearer about limits.',
] as const;
