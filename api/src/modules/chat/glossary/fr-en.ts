// The French words a French question over English ideas is searched with in English, one English
// word a line followed by its French forms (accents and case are folded at lookup).
//
// Where it came from: the English words are the most frequent content words of the demo
// collections' English statements, contexts and key phrases (content/thinkers/*.json, counted
// once, key phrases twice), together with the everyday words of moral questions (money, work,
// family, health...), then frequent French verbs and words of questions (see, come, feel, best...)
// and the thinkers' names; the French forms were written for each: nouns singular and plural,
// adjectives masculine and feminine, verbs in their infinitive and common present forms. A form
// ending in `*` is a stem: any French word starting with it (four letters at least) takes that
// translation when no form matches it whole. A French form listed under several English words
// takes them in the order of the lines. The `-` line lists French words that say nothing of a
// question's subject (being, doing, saying...), dropped from the English search.
//
// To extend it: add the English word (as the ideas write it; the database stems it) and its
// French forms on a line of its own, keep every form lower case, then run
// `pnpm eval:retrieval` (api/eval/README.md) and the glossary tests (test/retrieval.test.ts).
export const FRENCH_TO_ENGLISH = `
-: etre suis es est sommes etes sont faire fais fait faisons faites font avoir ai as a avons avez ont
  aller vais va vont dire dis dit disent chose choses quelqu quelque quelques autre autres tout tous
  toute toutes jamais toujours encore plus moins beaucoup peu trop bien vraiment vrai vraie
  vrais vraies parfois souvent etc selon chez entre sans sous vers apres avant pendant depuis
  veut veux voulait vouloir peux pouvons pouvez peuvent dois devons devez doivent
  falloir fallait cest estce ceux celui celle celles dont lequel
  laquelle lesquels plutot certains certaines chaque t
  ils elles les
life: vie vies vivant vivante vivants vecu vecue vecues
live: vivre vis vit vivons vivez vivent vivait
death: mort morts trepas deces
die: mourir meurt meurs mourons mourez meurent mourant mourants mort
dead: defunt defunts defunte
mortality: mortalite finitude
mortal: mortel mortelle mortels mortelles
immortality: immortalite eternite
immortal: immortel immortelle immortels
soul: ame ames
mind: esprit esprits mental mentale pensee
body: corps corporel corporelle
spirit: esprit souffle
self: soi ego
person: personne personnes individu individus
people: gens peuple peuples autrui
human: humain humaine humains humaines homme hommes
humanity: humanite
man: homme hommes
woman: femme femmes
nature: nature natures naturel naturelle naturels naturelles
world: monde mondes univers
universe: univers cosmos
god: dieu dieux divinite
gods: dieux
divine: divin divine divins divines sacre sacree
holy: saint sainte saints pieux pieuse
good: bon bonne bons bonnes biens
goodness: bonte
evil: mal maux mauvais mauvaise mechant mechante mechancete
bad: mauvais mauvaise mauvaises
harm: mal nuire nuit nuisent tort dommage blesser blesse
wrong: tort torts faute
wrongdoing: mefait mefaits
wrongdoer: malfaiteur malfaiteurs coupable coupables
injustice: injustice injustices iniquite
justice: justice juste justes equite
just: juste justes
unjust: injuste injustes
virtue: vertu vertus vertueux vertueuse
vice: vice vices
moral: moral morale moraux morales
morality: moralite morale ethique
duty: devoir devoirs obligation obligations
responsibility: responsabilite responsabilites responsable responsables
blame: blamer blame blames reprocher reproche reproches accuser
fault: faute fautes defaut defauts
error: erreur erreurs
err: tromper trompe trompons trompent
mistake: erreur erreurs meprise
truth: verite verites
true: veritable veritables
false: faux fausse mensonger
lie: mentir ment mensonge mensonges
honesty: honnetete franchise sincerite
honest: honnete honnetes sincere sinceres
integrity: integrite droiture coherence
wisdom: sagesse
wise: sage sages avise sense
knowledge: savoir connaissance connaissances science
know: savoir sais sait savent connaitre connais connait connaissons
ignorance: ignorance ignorant ignorante ignorants inculture
learn: apprendre apprends apprend apprenons apprennent appris
learning: apprentissage etude etudes
teach: enseigner enseigne enseignent
teaching: enseignement enseignements lecon lecons
teacher: professeur professeurs maitre maitres enseignant enseignants precepteur
education: education instruction ecole
student: eleve eleves etudiant etudiants disciple disciples
study: etudier etudie etudient
reading: lecture lectures
read: lire lis lit lisons lisent
bed: lit lits
book: livre livres ouvrage ouvrages
writing: ecriture ecrits
write: ecrire ecris ecrit ecrivent
reason: raison raisons
reasoning: raisonnement raisonnements
argument: argument arguments debat debats
dialogue: dialogue dialogues discussion discussions conversation conversations
question: question questions interroger
doubt: doute doutes douter
belief: croyance croyances
believe: croire crois croit croyons croient
opinion: opinion opinions avis
judgement: jugement jugements juger juge jugeons
judge: juger juge jugent
impression: impression impressions
appearance: apparence apparences
perception: perception perceptions regard
thought: pensee pensees
think: penser pense pensons pensent reflechir reflechis reflexion
reflection: reflexion reflexions meditation
examination: examen examens
examine: examiner examine examinent
philosophy: philosophie philosophies philosopher
philosopher: philosophe philosophes
stoic: stoicien stoicienne stoiciens stoicisme
wonder: etonnement emerveillement
curiosity: curiosite curieux curieuse
definition: definition definitions definir
understand: comprendre comprends comprend comprenons compris
understanding: comprehension
memory: memoire souvenir souvenirs
remember: souvenir rappeler rappelle
forget: oublier oublie oublient oubli
emotion: emotion emotions sentiment sentiments
passion: passion passions
feeling: sentiment sentiments ressenti
anger: colere coleres rage fureur furieux furieuse enerve enervee enerver courroux
angry: colereux fache fachee faches
calm: calme calmer calmes apaiser apaise serenite
patience: patience patient patiente
delay: attendre attente delai differer
revenge: vengeance vengeances venger venge vengent
forgiveness: pardon pardonner pardonne pardonnent
kindness: gentillesse bienveillance bienveillant bienveillante bonte
gentleness: douceur doux douce
compassion: compassion pitie
pity: pitie
sympathy: sympathie empathie
hatred: haine haines hair hais hait detester deteste
love: amour amours aimer aime aimons aiment
friend: ami amie amis amies copain copains
friendship: amitie amities
trust: confiance confier fier
loyalty: loyaute fidelite fidele
fear: peur peurs crainte craintes craindre crains craint craignons craignent redouter effroi
afraid: effraye effrayee apeure
anxiety: angoisse angoisses anxiete inquietude inquietudes stress
worry: inquieter inquiete inquietent soucier souci soucis tracas
courage: courage courageux courageuse bravoure
danger: danger dangers peril perils
grief: chagrin chagrins tristesse
mourning: deuil deuils
loss: perte pertes
lose: perdre perds perd perdons perdent perdu perdue
sadness: tristesse triste tristes
unhappy: malheureux malheureuse malheureuses
happiness: bonheur bonheurs heureux heureuse
happy: heureux heureuse heureuses content contente
joy: joie joies
pleasure: plaisir plaisirs jouissance
pain: douleur douleurs souffrance souffrances
suffering: souffrir souffre souffrent souffrance
desire: desir desirs desirer desire envie envies
wants: besoin besoins
need: besoin besoins
envy: envie jalousie jaloux jalouse
greed: avidite cupidite
pride: orgueil fierte orgueilleux vanite
humility: humilite humble humbles modestie modeste
vanity: vanite
mastery: maitrise temperance
control: controle controler controlons depend dependre
power: pouvoir puissance pouvoirs
freedom: liberte libertes
free: libre libres liberer
slavery: esclavage servitude
slave: esclave esclaves serviteur serviteurs servante domestiques
master: maitre maitres
will: volonte volontes
choice: choix
choose: choisir choisis choisit
action: action actions agir agis agit
act: acte actes
deed: acte actes
habit: habitude habitudes
practice: pratique pratiques pratiquer entrainement
training: entrainement entrainer exercice exercices
exercise: exercice exercices
discipline: discipline disciplines
progress: progres progresser avancer
improvement: amelioration ameliorer ameliore
character: caractere caracteres personnalite temperament
dignity: dignite
respect: respect respecter respecte
esteem: estime
fate: destin destinee sort fatalite
fortune: fortune chance hasard
chance: hasard
providence: providence
luck: chance veine
misfortune: malheur malheurs infortune adversite
adversity: adversite epreuve epreuves difficulte difficultes
hardship: epreuve epreuves privation privations
trial: epreuve epreuves
obstacle: obstacle obstacles entrave entraves
resilience: resilience endurance
endurance: endurer supporter supporte supportent
bear: supporter supporte
acceptance: acceptation accepter accepte acceptent
complaint: plainte plaintes plaindre plains plaint
change: changement changements changer change changent
impermanence: impermanence ephemere ephemeres
time: temps duree
moment: moment moments instant instants
present: present presente maintenant
future: avenir futur lendemain
past: passe
day: jour jours journee journees
tomorrow: demain
today: aujourd hui
morning: matin matins matinee reveil
rise: lever leve levent
night: nuit nuits soir soiree
old: vieux vieille vieillesse vieillir
age: age ages
youth: jeunesse jeune jeunes
short: court courte courts courtes brievete
nothing: rien neant
long: long longue longs longues
waste: gaspiller gaspille gaspillage perdre
procrastination: procrastination procrastiner procrastine
postpone: remettre reporter repousser differer
wait: attendre attends attend
busy: occupe occupee occupes debordes
leisure: loisir loisirs oisivete
rest: repos reposer
work: travail travaux travailler travaille travaillent boulot emploi metier
task: tache taches
purpose: but buts finalite sens
aim: viser vise objectif objectifs
goal: objectif objectifs
plan: plan plans projet projets
wealth: richesse richesses riche riches fortune
rich: riche riches
money: argent fric
poverty: pauvrete misere pauvre pauvres
poor: pauvre pauvres
possession: possession possessions biens
luxury: luxe
simplicity: simplicite simple simples sobriete
frugality: frugalite frugal
enough: suffisant suffisante suffit assez
contentment: contentement satisfaction
price: prix cout couter coute
fame: gloire celebrite celebre celebres renommee
glory: gloire
reputation: reputation renom
praise: louange louanges eloge eloges louer
approval: approbation
flattery: flatterie flatteries flatter flatteur flatteurs
honour: honneur honneurs
shame: honte
disgrace: deshonneur disgrace
insult: insulte insultes insulter insulte offense offenses injure injures affront
offence: offense offenses vexer vexe
society: societe societes
community: communaute communautes
city: cite cites ville villes
citizen: citoyen citoyenne citoyens citoyennes
country: pays patrie
law: loi lois
laws: lois
politics: politique politiques
government: gouvernement gouverner
ruler: dirigeant dirigeants chef chefs roi rois souverain
leadership: commandement diriger
tyranny: tyrannie tyran tyrans dictature
democracy: democratie
emperor: empereur
state: etat etats
war: guerre guerres
peace: paix
tranquillity: tranquillite serenite quietude
kinship: parente fraternite
family: famille familles
father: pere peres
mother: mere meres
brother: frere freres
child: enfant enfants
children: enfants
parent: parent parents
relationship: relation relations rapport rapports
company: compagnie frequentations
crowd: foule foules masse
others: autrui
difficult: difficile difficiles penible penibles
rude: grossier grossiere grossiers impoli impolie
behaviour: comportement comportements comporter conduite
conduct: conduite
kind: gentil gentille gentils
punishment: punition punitions chatiment punir puni
cure: guerir gueris guerit remede remedes
remedy: remede remedes
medicine: medecine medicament medicaments
doctor: medecin medecins docteur
illness: maladie maladies malade malades
health: sante
sleep: sommeil dormir dors dort
dream: reve reves rever
travel: voyage voyages voyager voyage voyagent
restlessness: agitation ennui
escape: fuir fuite echapper evasion
solitude: solitude seul seule seuls isolement
loneliness: solitude isolement
alone: seul seule seuls seules
silence: silence silences
speech: discours parole paroles
word: mot mots parole
words: mots paroles
rhetoric: rhetorique eloquence
persuade: persuader convaincre
beauty: beaute beau belle beaux belles
art: art arts
skill: habilete competence talent
order: ordre
harmony: harmonie
gratitude: gratitude reconnaissance reconnaissant remercier merci
gift: don dons cadeau cadeaux
loan: pret emprunt prete
giving: donner donne
return: rendre rends rend
cave: caverne cavernes grotte
shadows: ombres ombre
light: lumiere
allegory: allegorie
myth: mythe mythes
recollection: reminiscence
midwife: maieutique
conscience: conscience consciences
guilt: culpabilite
religion: religion religions
prayer: priere prieres prier
piety: piete
oracle: oracle
sign: signe signes
examined: examinee
exile: exil exile exiles
prison: prison prisons
trial: proces
sentence: condamnation condamner condamne
obey: obeir obeis obeit obeissent obeissance
authority: autorite autorites
custom: coutume coutumes usage usages
habitual: habituel habituelle
appearances: apparences
competition: competition concours rivalite
victory: victoire victoires gagner
defeat: defaite defaites
role: role roles
actor: acteur acteurs
play: piece theatre jouer
game: jeu jeux
banquet: banquet festin repas
food: nourriture manger aliment aliments
drink: boire boisson
thirst: soif
eat: manger mange mangent
house: maison maisons
home: foyer
river: fleuve riviere
tree: arbre arbres
animal: animal animaux bete betes
animals: animaux betes
sick: malade malades
old: vieillesse
birth: naissance naitre
dying: mourant agonie
afterlife: dela
heaven: ciel cieux paradis
hell: enfer
hope: espoir espoirs esperance esperer espere
despair: desespoir desesperer
attention: attention vigilance
focus: concentration concentrer
distraction: distraction distractions
consistency: constance coherence
imitation: imitation imiter
independence: independance
conformity: conformisme
interest: interet interets
advantage: avantage avantages profit
benefit: bienfait bienfaits benefice
stronger: fort forte forts fortes
strength: force forces
weakness: faiblesse faiblesses faible faibles
limit: limite limites
excess: exces
moderation: moderation mesure temperance
temperance: temperance
mastery: maitrise
reality: realite realites reel reelle
illusion: illusion illusions
ideal: ideal ideaux ideale
perfect: parfait parfaite parfaits
imperfection: imperfection imperfections defaut
correction: correction corriger corrige
transparency: transparence
curious: curieux
business: affaires
office: fonction poste
career: carriere
success: succes reussite reussir
failure: echec echecs echouer
guide: guide guider
principle: principe principes
rule: regle regles
example: exemple exemples modele
model: modele modeles
guardian: gardien
voice: voix
inner: interieur interieure interieurs interieures
external: exterieur exterieure exterieurs externes
outcome: resultat resultats issue
events: evenements evenement
event: evenement evenements
happen: arriver arrive arrivent survenir
disturb: troubler trouble troublent perturber perturbe perturbent bouleverser
upset: contrarier contrarie
trouble: ennuis soucis probleme problemes
problem: probleme problemes
meaning: sens signification
sense: sens
value: valeur valeurs
worth: digne dignes
important: important importante importants
useful: utile utiles
useless: inutile inutiles
necessary: necessaire necessaires
unnecessary: superflu superflue superflus
essential: essentiel essentielle
little: petit petite petits petites
small: petit petite
great: grand grande grands grandes
greatest: 
first: premier premiere
last: dernier derniere
whole: entier entiere
evening: soir soiree
review: bilan
examination: introspection
thoughts: pensees
cruelty: cruaute cruel cruelle cruels
barbarian: barbare barbares sauvage sauvages
cannibals: cannibales
conquest: conquete conquetes
witch: sorciere sorcieres sorcier sorcellerie
superstition: superstition superstitions
experience: experience experiences
scepticism: scepticisme sceptique doute
portrait: autoportrait
essays: essais
marriage: mariage epouse epoux
sex: sexualite
drunkenness: ivresse
insults: insultes
enemy: ennemi ennemis ennemie adversaire adversaires
quarrel: dispute disputes querelle querelles conflit conflits
conflict: conflit conflits
tolerance: tolerance tolerer tolerant
forgive: pardonner pardonne
hurt: blesser blessure blessures blesse blessee
injury: blessure blessures
wound: blessure plaie
offend: offenser offense
complain: plaindre plains plaint
nobility: noblesse noble nobles
rank: rang rangs
equality: egalite egal egaux
common: commun commune communs
individual: individuel individuelle
sage: sage
shortness: brievete
length: longueur duree
full: plein pleine rempli remplie
complete: complet complete accompli
end: fin fins terminer
beginning: debut debuts commencement commencer
origin: origine origines
create: creer cree creation
creativity: creativite
ascent: ascension elever
condition: condition conditions
rational: rationnel rationnelle raisonnable raisonnables
irrational: irrationnel irrationnelle deraisonnable
anxiety: angoiss*
worry: inquiet*
suffering: souffr*
old: vieill*
waste: gaspill*
forgiveness: pardonn*
die: mourr*
fear: craign* redout*
anger: enerv*
philosophy: philosoph*
procrastination: procrastin*
see: voir vois voit voient vu vue regarder regarde
come: venir viens vient viennent venu venue
find: trouver trouve trouvent
give: donner donne donnent
take: prendre prends prend prennent pris
put: mettre mets met mettent
speak: parler parle parlent
ask: demander demande demandent
hold: tenir tiens tient tiennent
seem: sembler semble semblent paraitre parait
leave: laisser laisse laissent quitter quitte partir pars part
stay: rester reste restent demeurer
hear: entendre entends entend
answer: repondre reponds repond reponse reponses
return: revenir reviens revient retour
become: devenir deviens devient deviennent
call: appeler appelle appellent
fall: tomber tombe tombent chute
begin: commencer commence commencent
follow: suivre suis suit suivent
show: montrer montre montrent
open: ouvrir ouvre ouvert ouverte
serve: servir sers sert servent
use: utiliser utilise usage
try: essayer essaie essaye tenter tente
count: compter compte comptent
matter: importer importe importent compter
feel: sentir sens sent sentent ressentir ressens ressent eprouver eprouve
destroy: detruire detruit detruite detruits destruction
transform: transformer transforme transformation
turn: tourner tourne retourner
get: obtenir obtiens obtient
keep: garder garde gardent conserver
lead: mener mene conduire conduit
grow: grandir grandit croitre
protect: proteger protege
help: aider aide aident aide
save: sauver sauve
accept: accepter accepte acceptent
refuse: refuser refuse refusent
win: gagner gagne gagnent
buy: acheter achete achetent
pay: payer paie paye
spend: depenser depense passer
enjoy: savourer savoure profiter profite jouir apprecier apprecie
willingly: volontairement volontaire expres deliberement
later: tard tardif
best: meilleur meilleure meilleurs meilleures
worst: pire pires
worth: vaut valent valoir digne
new: nouveau nouvelle nouveaux nouvelles
young: jeune jeunes
dear: proche proches cher chere chers cheres
close: proche proches
way: facon facons maniere manieres moyen moyens
inferior: inferieur inferieure inferieurs inferieures
superior: superieur superieure superieurs superieures
arrogance: arrogance arrogant arrogante pretentieux pretentieuse presomption presomptueux
represent: representer represente representent
mean: signifier signifie signifient
think: pensait pensaient pensez pensent croyait
socrates: socrate
seneca: seneque
epictetus: epictete
marcus: marc
aurelius: aurele
plato: platon
montaigne: montaigne
athens: athenes
america: amerique ameriques
madness: folie folies fou folle fous
sanity: raison
impulse: impulsion impulsions pulsion pulsions
assent: assentiment consentement
consent: consentir consentement
reaction: reaction reactions reagir
pause: pause recul
perspective: perspective perspectives
handle: anse prise
interpretation: interpretation interpreter
attitude: attitude attitudes
mindset: 
positive: positif positive
negative: negatif negative
`;
