import type { BlogPost } from '@/lib/cms/types'

import type { Translation } from '../translation'

export const postsFr: Translation<BlogPost[]> = {
  'why-aluminium-for-a-power-catamaran': {
    title: 'Pourquoi l’aluminium ? Plaidoyer pour un catamaran en métal',
    category: 'Ingénierie',
    featured_image_alt:
      'Bordé en aluminium soudé d’un catamaran en construction, éclairé par les lumières de l’atelier',
    excerpt: `<p>La plupart des catamarans de série sont moulés en fibre de verre. Nous avons choisi de souder le WAMA 42 en aluminium marin. Voici pourquoi, et ce qu’il faut pour bien le faire.</p>`,
    content: `<p>Quand nous avons commencé à dessiner le WAMA 42, la première décision n’a porté ni sur l’aménagement ni sur le style, mais sur le matériau. Un catamaran à moteur de 42 pieds et de 6,55 m de largeur est une structure vaste, qui doit porter son poids sur deux coques effilées reliées par une nacelle, et cette nacelle est frappée, tordue et sollicitée chaque fois que le bateau rencontre la mer. Nous voulions une structure qui reste rigide et silencieuse pendant des décennies. C’est ce qui nous a menés à l’aluminium.</p>
<h2>De la résistance là où elle compte, de la légèreté partout ailleurs</h2>
<p>Un aluminium de qualité marine comme le 5083 allie un excellent rapport résistance-poids à une remarquable tenue à l’eau de mer. Soudé en un réseau de membrures, de lisses et de tôles, il donne au catamaran une nacelle qui ne fléchit pas et des coques qui ne travaillent pas l’une contre l’autre. La structure étant légère, le bateau a besoin de moins de puissance pour atteindre la même vitesse : c’est pourquoi deux hors-bord suffisent à emmener le WAMA 42 à 28 nœuds et à le faire croiser économiquement à 22.</p>
<h2>Une coque qui pardonne</h2>
<p>Tout propriétaire espère ne jamais toucher un rocher, un conteneur ou un tronc à demi immergé. Si cela arrive, le matériau fait toute la différence. L’aluminium a tendance à se déformer plutôt qu’à se fissurer : un choc violent laisse généralement une bosse, non une brèche ou un délaminage caché. Il n’absorbe pas l’eau : pas d’osmose, pas de cloques à traiter. Et si une réparation s’impose un jour, un soudeur compétent peut, dans presque n’importe quel port, rendre à la structure sa résistance d’origine.</p>
<blockquote><p>On sent la différence la première fois qu’une mer creuse s’abat sur l’étrave. Le bateau ne tremble pas ; il poursuit simplement sa route.</p></blockquote>
<h2>Bien travailler l’aluminium</h2>
<p>L’aluminium récompense le soin et punit les raccourcis. Les chantiers qui lui ont fait une mauvaise réputation sont généralement ceux qui le traitent comme de l’acier. À Mégrine, nous suivons quelques règles sans exception :</p>
<ul>
<li><strong>Une soudure propre.</strong> L’aluminium est découpé et soudé dans un hall qui lui est réservé, à l’abri des poussières d’acier qui contamineraient les soudures. Nos soudeurs sont certifiés et chaque soudure critique est consignée dans le dossier de construction.</li>
<li><strong>Une discipline galvanique.</strong> Là où l’accastillage en inox rencontre la coque, il est isolé par des semelles et des manchons isolants. Des anodes sacrificielles protègent le métal immergé, et le branchement au quai passe par un isolateur galvanique.</li>
<li><strong>Un circuit électrique isolé.</strong> Le réseau continu utilise des retours isolés, si bien que la coque ne conduit jamais de courant. Les courants vagabonds sont le véritable ennemi d’un bateau en métal ; un câblage rigoureux les tient à distance.</li>
<li><strong>Une ingénierie du confort.</strong> Le métal conduit la chaleur et le son. Les flancs de coque et le toit du carré sont isolés par des panneaux ignifugés, et le plancher du carré est désolidarisé acoustiquement de la structure : le bateau paraît aussi calme qu’il en a l’air.</li>
</ul>
<h2>Un matériau à seconde vie</h2>
<p>L’aluminium se recycle indéfiniment sans perdre ses propriétés, et son recyclage ne demande qu’une fraction de l’énergie nécessaire à sa production. Les chutes de notre table de découpe sont triées et envoyées au recyclage, et au terme de sa vie, un WAMA 42 reste un bloc de métal de valeur plutôt qu’un problème légué à la génération suivante.</p>
<h2>Alors, pourquoi pas le composite ?</h2>
<p>Nous ne sommes pas dogmatiques. Notre monocoque WAMA 26 est construit en composite infusé sous vide, car à 26 pieds, les avantages d’un stratifié moulé et ultraléger l’emportent. À 42 pieds sur deux coques, l’équilibre bascule : l’aluminium nous donne la rigidité, la durabilité et la facilité de réparation que nous voulons pour un yacht appelé à passer de longues saisons loin de son port d’attache. Choisir le matériau pour le bateau, et non le bateau pour le matériau : voilà pourquoi nous travaillons les deux sous un même toit.</p>
<p>Si vous souhaitez constater la différence par vous-même, le meilleur endroit reste notre hall de soudure. Les propriétaires sont les bienvenus au chantier pour voir une coque prendre forme et passer la main le long des soudures du bateau qui sera un jour le leur.</p>`,
    tags: 'aluminium, catamaran, WAMA 42, construction, ingénierie',
    seo: {
      title: 'Pourquoi l’aluminium ? Plaidoyer pour un catamaran en métal | Journal WAMA',
      description:
        'Pourquoi le catamaran à moteur WAMA 42 est soudé en aluminium marin : résistance, légèreté, tenue aux chocs, absence d’osmose, facilité de réparation, et comment nous prévenons la corrosion.',
    },
  },
  'a-week-on-the-tunisian-coast': {
    title: 'Sept jours sur la côte tunisienne',
    category: 'Art de vivre',
    featured_image_alt:
      'Un catamaran au mouillage devant un village méditerranéen blanchi à la chaux, en fin d’après-midi',
    excerpt: `<p>Des portes bleues de Sidi Bou Saïd aux falaises du cap Bon et aux marinas du Sahel, un itinéraire d’une semaine en WAMA 42 qui commence à quelques milles de notre chantier.</p>`,
    content: `<p>Nos propriétaires nous demandent souvent où emmener leur yacht en premier. Notre réponse surprend ceux qui ne connaissent la Méditerranée que par sa rive nord : commencez ici. La côte tunisienne offre des eaux limpides, des mouillages paisibles, de longues baies de sable et quelques-uns des ports les plus attachants de la mer, et elle commence à une courte traversée du chantier où votre bateau a été construit. Voici la semaine que nous prévoirions pour un WAMA 42 à la fin du printemps ou au début de l’automne, quand l’eau est chaude et les ports tranquilles.</p>
<h2>Jour 1 : Sidi Bou Saïd</h2>
<p>Prenez livraison, chargez l’avitaillement et passez la première soirée à la marina en contrebas de Sidi Bou Saïd. Montez au coucher du soleil à travers le village blanc et bleu et retournez-vous vers le golfe de Tunis, sur les eaux que vous traverserez demain. Dîner à terre, nuit paisible à bord.</p>
<h2>Jours 2 et 3 : le cap Bon</h2>
<p>Traversez le golfe vers la pointe du cap Bon, où les montagnes plongent droit dans la mer. Mouillez au pied des falaises près d’El Haouaria, où l’annexe permet d’explorer les anciennes carrières taillées dans la roche. Au large s’étendent les îles de Zembra et Zembretta : parc national protégé, elles s’admirent depuis l’eau, jumelles en main pour les oiseaux marins. Le lendemain, longez le flanc est du cap jusqu’à Kélibia, où une imposante forteresse veille sur le port et où les plages d’El Mansourah comptent parmi les plus limpides de la côte.</p>
<blockquote><p>Un catamaran à faible tirant d’eau change votre façon de naviguer. Vous mouillez là où l’eau devient turquoise, et non là où la carte dit aux grands yachts de s’arrêter.</p></blockquote>
<h2>Jour 4 : une journée pour la mer</h2>
<p>Laissez cette journée libre. Si la météo est établie et l’équipage motivé, l’île italienne de Pantelleria se trouve à une matinée de navigation de Kélibia à la vitesse de croisière du WAMA 42 ; préparez la traversée en respectant les formalités douanières des deux pays. Sinon, descendez tranquillement le long de la côte en vous arrêtant dès qu’une baie de sable apparaît déserte. Avec 0,90 m de tirant d’eau, vous pouvez approcher le bateau tout près de la plage et vous baigner directement depuis la plateforme.</p>
<h2>Jour 5 : Hammamet</h2>
<p>Le golfe d’Hammamet s’ouvre sur de longues plages en pente douce. Amarrez-vous à Yasmine Hammamet pour le carburant, l’eau et une nuit dans une marina animée, ou restez au mouillage devant la vieille médina et gagnez la terre en annexe pour dîner au pied des remparts.</p>
<h2>Jours 6 et 7 : le Sahel</h2>
<p>Poursuivez vers le sud jusqu’à Monastir, dont la marina s’étend au pied du ribat couleur de miel, l’une des plus anciennes forteresses du monde islamique. De là, Mahdia et son port de pêche ne sont qu’à un saut. Consacrez la dernière journée à la baignade et aux projets de la prochaine croisière, peut-être plus au sud vers les hauts-fonds des îles Kerkennah, où le tirant d’eau d’un catamaran devient un atout et où les pêcheries traditionnelles en palmes strient encore la surface de l’eau.</p>
<h2>Notes pratiques</h2>
<ul>
<li><strong>Saison :</strong> de mai à juin et de septembre à octobre, l’eau est chaude, la chaleur douce et les ports tranquilles.</li>
<li><strong>Météo :</strong> en été, les brises de mer de l’après-midi sont la règle. Réservez les longues traversées aux matinées, plus calmes.</li>
<li><strong>Carburant et eau :</strong> les marinas de Sidi Bou Saïd, Yasmine Hammamet et Monastir proposent les deux. Avec 1 600 litres de carburant à bord, un WAMA 42 dispose d’une autonomie largement suffisante.</li>
<li><strong>Connaissance locale :</strong> notre équipe de conciergerie peut organiser places de port, avitaillement et un skipper pour les premiers jours, à toute heure.</li>
</ul>
<p>Quelle que soit la distance que vous parcourrez ensuite, il y a quelque chose de juste à effectuer sa première croisière sur la côte où son yacht est né. Et si quoi que ce soit demande de l’attention, le chantier n’est jamais à plus d’une journée.</p>`,
    tags: 'croisière, Tunisie, itinéraire, Méditerranée, WAMA 42',
    seo: {
      title: 'Sept jours sur la côte tunisienne : un itinéraire en WAMA 42 | Journal WAMA',
      description:
        'Un itinéraire d’une semaine en catamaran de Sidi Bou Saïd au cap Bon, à Kélibia, Hammamet et Monastir, avec des conseils pratiques sur la saison, la météo, le carburant et les places de port.',
    },
  },
  'designing-the-wama-26-wake-surf-edition': {
    title: 'Faire des vagues : la conception de l’édition Wake-Surf du WAMA 26',
    category: 'Conception',
    featured_image_alt: 'Un surfeur sur le sillage net d’un monocoque, sur une eau plate baignée de soleil',
    excerpt: `<p>Un bateau sportif capable de 42 nœuds qui sculpte aussi une vague surfable : l’idée semble contradictoire. Voici comment des ballasts, une transmission à hélices orientées vers l’avant et quelques centimètres de fibre de carbone ont résolu l’équation.</p>`,
    content: `<p>Le wake-surf est l’un des plaisirs les plus simples qui soient sur l’eau : un bateau qui avance lentement, une planche, et une vague qui ne finit jamais. C’est aussi l’une des pratiques les plus difficiles pour lesquelles concevoir un bateau. Les bateaux de wake dédiés sont lourds, à fond plat et lents par nature. Le WAMA 26 est un monocoque sportif léger, à carène en V profond, conçu pour naviguer à 42 nœuds. Faire faire les deux à une seule coque nous a pris la majeure partie d’une année.</p>
<h2>Comment un bateau crée une vague</h2>
<p>Toute coque en mouvement repousse l’eau sur son passage. À la vitesse de surf, autour de dix nœuds, l’eau déplacée se précipite dans le creux laissé derrière le tableau arrière et s’y rejoint en une crête qui se dresse. Plus le bateau déplace d’eau, plus la vague est grande. Déplacez le poids d’un côté, et la vague de ce côté devient plus raide et plus nette. Un sillage surfable tient donc à trois choses : le poids du bateau, l’endroit où ce poids se trouve, et la netteté avec laquelle l’eau quitte la coque.</p>
<h2>Des ballasts intégrés</h2>
<p>Notre réponse au poids, c’est l’eau. L’édition wake-surf embarque des réservoirs de ballast intégrés, stratifiés dans la structure, bas et à l’arrière de chaque bord, au moment de l’infusion plutôt que boulonnés après coup. Pleins, ils ajoutent plusieurs centaines de kilos là où la vague en a besoin ; vides, ils rendent au bateau son assiette sportive et légère pour le retour. Les réservoirs faisant partie de la structure, les efforts qu’ils génèrent sont repris par la coque, et non par un plancher ou un couvercle de coffre.</p>
<blockquote><p>Nous voulions un bateau capable d’emmener la famille au récif à quarante nœuds et d’offrir encore aux adolescents la plus belle vague de leur été.</p></blockquote>
<h2>Pourquoi le Forward Drive</h2>
<p>La décision la plus importante a porté sur la propulsion. Un surfeur évolue à quelques mètres du tableau arrière, précisément là où tournent les hélices d’un hors-bord ou d’une transmission Z. Cela ne nous paraît pas acceptable. Le Volvo Penta Forward Drive place ses hélices sous la coque, orientées vers l’avant et bien en avant de la plateforme de bain : l’eau derrière le bateau est libre de toute pièce en mouvement. Il pousse en outre dans l’eau propre sous la coque, ce qui contribue à former une face de vague plus lisse.</p>
<h2>Les détails qui font un bateau de surf</h2>
<ul>
<li><strong>Des plateformes rabattables en carbone</strong> élargissent la poupe pour embarquer et ranger les planches, puis se replient pour la navigation rapide.</li>
<li><strong>Un arceau en carbone</strong> offre un point de traction haut pour le wakeboard et des supports qui gardent les planches hors du cockpit.</li>
<li><strong>Le son sur le pont :</strong> le système audio en option dispose de haut-parleurs sur l’arceau orientés vers l’arrière, pour que le surfeur profite lui aussi de la musique.</li>
<li><strong>Une assiette réglée pour la vague :</strong> ballasts et trim se règlent depuis le poste de pilotage, si bien que le pilote peut façonner la vague sans quitter son siège.</li>
</ul>
<h2>Surfer en sécurité</h2>
<p>Un bon bateau de surf est aussi un bateau sûr. Le surfeur entre dans l’eau et en sort moteur au point mort ou coupé, et personne ne surfe ni ne se tient sur la plateforme lorsque le bateau fait route. À faible vitesse, les gaz d’échappement s’accumulent près du tableau arrière : les surfeurs s’en tiennent donc à distance. Nous passons ces règles en revue avec chaque propriétaire, ainsi que les commandes de ballast et de trim, lors de l’essai en mer de la remise des clés.</p>
<p>Le résultat est un bateau à deux personnalités. Le matin, c’est un monocoque sportif rapide et sec qui avale les milles jusqu’aux plus beaux plans d’eau. À midi, réservoirs pleins et plateformes abaissées, il forme une vague que vous pouvez surfer aussi longtemps que vos jambes vous le permettent.</p>`,
    tags: 'wake-surf, WAMA 26, conception, Forward Drive, sports nautiques',
    seo: {
      title: 'Faire des vagues : la conception de l’édition Wake-Surf du WAMA 26 | Journal WAMA',
      description:
        'Comment des ballasts à eau intégrés, un Volvo Penta Forward Drive, des plateformes rabattables et un arceau en carbone ont fait du WAMA 26, capable de 42 nœuds, un bateau de wake-surf.',
    },
  },
  'vacuum-infusion-explained': {
    title: 'Sous vide : ainsi naît la coque du WAMA 26',
    category: 'Ingénierie',
    featured_image_alt:
      'Couches de tissu de verre et âme en mousse scellées sous une bâche à vide dans un moule de coque',
    excerpt: `<p>L’infusion sous vide produit un stratifié plus léger, plus résistant et plus régulier que le moulage traditionnel au contact. Nous suivons une coque de WAMA 26, du moule vide jusqu’au démoulage.</p>`,
    content: `<p>La plupart des petits bateaux sont encore construits au contact : le tissu de verre est posé dans le moule puis imprégné de résine au pinceau et au rouleau, couche après couche. La méthode a fait ses preuves, mais le résultat dépend beaucoup de la main du stratifieur, et elle laisse souvent dans le stratifié plus de résine que la structure n’en demande. Le WAMA 26 est construit autrement. Sa coque et son pont sont infusés sous vide, et ce procédé explique une grande part de ce que vous ressentez à la barre.</p>
<h2>Première étape : le moule et la peau</h2>
<p>Tout commence par un moule poli. Il est ciré et traité au démoulant, puis recouvert au pistolet d’un gelcoat de la couleur de la coque. Derrière le gelcoat, nos stratifieurs appliquent à la main une fine couche barrière de résine vinylester et de verre fin. Cette peau protège la coque contre l’absorption d’eau, cause des cloques d’osmose, et c’est la seule partie du stratifié qui voit un pinceau.</p>
<h2>Deuxième étape : le drapage à sec</h2>
<p>Vient ensuite le stratifié structurel, posé à sec. Des tissus de verre biaxiaux et quadriaxiaux cousus sont découpés sur gabarit et placés selon le plan de stratification, avec des couches supplémentaires là où les efforts se concentrent : la quille, les bouchains, le tableau arrière et les supports moteur. Dans les flancs et le pont, une âme en mousse à cellules fermées sépare deux peaux de verre et forme un sandwich bien plus rigide que le verre massif à poids égal. L’âme est rainurée et perforée pour que la résine puisse la traverser.</p>
<h2>Troisième étape : mise sous bâche et tirage au vide</h2>
<p>Sur le drapage sec viennent un tissu d’arrachage, un filet drainant, un réseau de lignes d’alimentation en résine et de lignes de vide, et enfin une bâche scellée sur le bord du moule. Une pompe aspire alors l’air. Avant de mélanger la moindre résine, on teste la bâche : la pompe est isolée et le manomètre doit rester immobile. Une fuite trouvée à ce stade coûte quelques minutes ; une fuite découverte pendant l’infusion peut coûter une coque.</p>
<blockquote><p>Le vide accomplit ce qu’un rouleau ne peut qu’approcher : il presse chaque couche contre les autres de tout le poids de l’atmosphère.</p></blockquote>
<h2>Quatrième étape : l’infusion</h2>
<p>Le vide tenant, on ouvre les lignes d’alimentation et la résine est aspirée dans le stratifié. Elle progresse dans le moule en un front visible, assombrissant le verre sec sur son passage, guidée par le filet drainant et les rainures de l’âme. Les stratifieurs surveillent le front et ouvrent ou ferment les lignes pour le garder régulier. Une fois le drapage entièrement imprégné, les alimentations sont fermées et le stratifié polymérise sous vide.</p>
<h2>Ce que le propriétaire y gagne</h2>
<ul>
<li><strong>La légèreté :</strong> un stratifié infusé contient une proportion de verre bien plus élevée qu’un stratifié au contact, si bien qu’à résistance égale il pèse moins. Sur un bateau sportif de 26 pieds, chaque kilo perdu se retrouve en vitesse, en efficacité et en agilité.</li>
<li><strong>La rigidité :</strong> moins de vides et une âme parfaitement liée donnent une coque qui ne fléchit pas, ne résonne pas et reste silencieuse à haute vitesse.</li>
<li><strong>La régularité :</strong> chaque coque suit le même plan, avec la même quantité de résine, si bien que chaque WAMA 26 pèse et se comporte comme le précédent.</li>
<li><strong>Des ateliers plus sains :</strong> la résine polymérisant sous une bâche scellée, les émissions dans l’atelier sont bien plus faibles qu’en moulage ouvert.</li>
</ul>
<h2>Une trace pour chaque coque</h2>
<p>Chaque infusion est consignée dans le dossier de construction du bateau : le lot de résine, la température et l’humidité de l’atelier, le niveau de vide et la quantité de résine consommée au regard de la quantité prévue. C’est une discipline empruntée à l’aéronautique, et elle garantit que, des années plus tard, quiconque interviendra sur votre WAMA 26 saura exactement comment il a été construit.</p>`,
    tags: 'infusion sous vide, composite, verre-résine, WAMA 26, construction',
    seo: {
      title: 'Sous vide : ainsi naît la coque du WAMA 26 | Journal WAMA',
      description:
        'L’infusion sous vide chez WAMA, étape par étape : gelcoat et peau vinylester, drapage à sec et âme en mousse, mise sous bâche, infusion de la résine et traçabilité conservée pour chaque coque.',
    },
  },
  'a-walk-through-the-megrine-shipyard': {
    title: 'De la tôle à l’essai en mer : visite de notre chantier de Mégrine',
    category: 'Chantier',
    featured_image_alt: 'Dans le chantier WAMA de Mégrine, une coque sur son ber sous le pont roulant',
    excerpt: `<p>Deux matériaux, un même toit. Visite des halls, des ateliers et des femmes et hommes qui transforment la tôle d’aluminium et le verre sec en yachts WAMA achevés.</p>`,
    content: `<p>Notre chantier se trouve dans la zone industrielle de Mégrine, juste au sud de Tunis et à quelques minutes du port de commerce de Radès. Vu de la route, il ressemble à n’importe quel ensemble de halls industriels. À l’intérieur, c’est l’un des rares endroits de Méditerranée où des catamarans en aluminium et des monocoques en composite sont construits côte à côte, par la même entreprise, selon la même exigence. Voici le parcours que nous suivons lorsque des propriétaires nous rendent visite.</p>
<h2>Le stock de tôles et la table de découpe</h2>
<p>La visite commence là où commence chaque WAMA 42 : avec des tôles planes d’aluminium marin 5083, stockées à l’abri et tenues à l’écart de tout autre métal. Les pièces sont imbriquées sur une table de découpe à commande numérique, directement depuis les fichiers d’ingénierie, si bien que chaque membrure, chaque cloison et chaque tôle de bordé est découpée au dixième de millimètre près. Les chutes sont triées pour le recyclage avant de quitter le hall.</p>
<h2>Le hall de soudure</h2>
<p>Juste à côté, les catamarans prennent forme à l’envers sur leurs gabarits de construction, puis sont retournés et achevés à l’endroit. Le hall est réservé à l’aluminium : outils en acier et disques à meuler n’y entrent jamais, car des particules d’acier compromettraient les soudures, puis la coque. Nos soudeurs certifiés travaillent en MIG pulsé pour la structure et en TIG pour les détails visibles, et chaque soudure critique est contrôlée et consignée.</p>
<h2>L’atelier composite</h2>
<p>De l’autre côté du chantier, l’atmosphère change. L’atelier composite est climatisé et impeccable, car la chimie des résines en dépend. C’est ici que les coques et les ponts des WAMA 26 sont infusés dans leurs moules, démoulés, détourés et assemblés. Les visiteurs sont généralement surpris par le silence : la résine étant scellée sous des bâches à vide, il y a peu de bruit et presque aucune odeur.</p>
<blockquote><p>Les propriétaires viennent pour les coques. Ils se souviennent des personnes : le soudeur qui signe ses soudures, le sellier qui vous demande comment vous vous asseyez.</p></blockquote>
<h2>Systèmes, menuiserie et sellerie</h2>
<p>Une fois sa structure achevée, la coque rejoint les postes d’armement. Nos propres techniciens posent les faisceaux électriques, la plomberie, la direction et l’électronique, puis installent et testent les moteurs. Dans les ateliers de menuiserie et de sellerie, le mobilier est réalisé à la géométrie exacte de chaque bateau, et les coussins sont coupés et cousus main dans les tissus et les cuirs choisis par le propriétaire. Garder ce travail en interne signifie que rien n’est improvisé par un sous-traitant après la mise à l’eau.</p>
<h2>Peinture, mise à l’eau et essai en mer</h2>
<p>Les bateaux achevés passent en cabine de peinture, puis par une inspection finale au regard de la spécification de construction, point par point. La mise à l’eau a lieu tout près, et chaque yacht effectue un essai en mer complet avant sa remise : vitesse de pointe et de croisière, manœuvres, chaque système en charge et contrôle des fonds après une navigation soutenue. Les propriétaires sont les bienvenus à bord, et la plupart viennent.</p>
<h2>Visiter le chantier</h2>
<ul>
<li>Les visites se font sur rendez-vous, en semaine, accompagnées par un membre de notre équipe.</li>
<li>Les propriétaires dont le bateau est en construction reçoivent régulièrement des photos et sont invités à chaque étape clé : retournement de la coque, installation des moteurs, mise à l’eau.</li>
<li>Nous sommes à une vingtaine de minutes de l’aéroport de Tunis-Carthage, et notre équipe de conciergerie peut organiser transferts et hébergement.</li>
</ul>
<p>Il n’existe pas de meilleure façon de comprendre un WAMA que de le voir naître. Proposez-nous une date, et venez découvrir l’endroit où le vôtre serait construit.</p>`,
    tags: 'chantier naval, Mégrine, Tunisie, savoir-faire, visite du chantier',
    seo: {
      title: 'De la tôle à l’essai en mer : au cœur du chantier WAMA | Journal WAMA',
      description:
        'Une visite guidée du chantier WAMA de Mégrine, en Tunisie : découpe et soudure de l’aluminium, atelier composite, systèmes, menuiserie, sellerie, peinture et essais en mer.',
    },
  },
  'light-air-and-leather-the-wama-42-interior': {
    title: 'Lumière, air et cuir : la conception de l’intérieur du WAMA 42',
    category: 'Conception',
    featured_image_alt: 'Étude de cuir surpiqué, de bois chaleureux et de métal brossé de l’intérieur du WAMA 42',
    excerpt: `<p>Sous le soleil méditerranéen, l’intérieur d’un catamaran doit être lumineux sans être chaud, ouvert sans paraître exposé, et beau sans être fragile. Notes de notre bureau de design.</p>`,
    content: `<p>Le carré d’un catamaran à moteur est une rareté sur un yacht de 42 pieds : une pièce sur toute la largeur du bateau, vitrée de tous côtés, avec la mer à hauteur des yeux. C’est aussi un défi de conception. Le vitrage apporte la lumière et la vue, mais aussi la chaleur et l’éblouissement. Un espace ouvert est convivial, mais un bateau doit rester sûr à traverser en mer. Notre cahier des charges pour le WAMA 42 : préserver cette générosité et résoudre les problèmes en toute discrétion.</p>
<h2>La lumière sans la chaleur</h2>
<p>Les vitrages panoramiques sont teintés et placés sous le débord du hard-top, qui les protège du soleil haut de l’été tout en laissant l’horizon pleinement visible. Derrière le vaigrage du plafond et des coques, l’isolation empêche la structure en aluminium de rayonner sa chaleur dans l’habitacle. Résultat : un carré qui reste lumineux toute la journée sans se transformer en serre au mouillage.</p>
<h2>Une pièce qui bouge</h2>
<p>À bord d’un yacht, le mobilier doit être beau au port et utile en mer. Chaque arête de la menuiserie du WAMA 42 est arrondie, si bien qu’une hanche ou une main rencontre une courbe plutôt qu’un angle. Les mains courantes sont intégrées au mobilier au lieu d’être ajoutées comme des rampes. Tiroirs et équipets se ferment par des loquets positifs, et le plan de travail de la cuisine est bordé d’un rebord surélevé pour que rien ne glisse par mer de travers.</p>
<blockquote><p>Le plus beau détail d’un bateau est celui que l’on ne remarque que lorsque la mer se lève, et dont on est alors reconnaissant.</p></blockquote>
<h2>Des matériaux qui vieillissent bien</h2>
<p>Nous choisissons les matériaux pour l’allure qu’ils auront après dix saisons, non après dix jours. Le cuir s’assouplit et prend du caractère à l’usage. Le bois massif peut être poncé et reverni. L’accastillage en inox est brossé pour que ni les traces de doigts ni le sel ne se voient. Les tissus sont teints dans la masse, si bien que leur couleur résiste au soleil et au sel, et les coussins reçoivent des housses amovibles que l’on peut laver ou remplacer.</p>
<ul>
<li><strong>Sellerie :</strong> cuir marin cousu main ou tissus techniques, coupés et cousus dans notre propre atelier.</li>
<li><strong>Menuiserie :</strong> chêne ou noyer, au vernis satiné pour garder au toucher le grain du bois plutôt que celui du plastique.</li>
<li><strong>Planchers :</strong> un sol chaleureux et durable dans le carré et les cabines ; de l’Esthec sur les ponts extérieurs, frais sous le pied.</li>
<li><strong>Éclairage :</strong> LED blanc chaud sur variateurs, indirect dès que possible, éclairage de nuit rouge au poste de pilotage.</li>
</ul>
<h2>Les cabines dans les coques</h2>
<p>En descendant les descentes, l’atmosphère passe de l’ouvert à l’intime. La suite du propriétaire occupe la coque tribord, avec un lit central, un bureau et une salle d’eau privative, et des hublots de coque placés à hauteur des yeux une fois allongé : la première chose que l’on voit le matin, c’est l’eau. Deux cabines invités et une salle d’eau partagée occupent la coque bâbord. Les deux hors-bord étant à l’extérieur des coques, aucune salle des machines ne se trouve sous les lits, et les nuits sont remarquablement calmes.</p>
<h2>Votre palette</h2>
<p>Chaque intérieur de WAMA 42 est défini avec son propriétaire. Dès le premier rendez-vous, notre équipe de design apporte des échantillons réels de cuirs, de tissus, de bois et de métaux, et compose une planche d’échantillons qui reste à l’atelier, à côté du bateau, pendant toute la durée de l’aménagement. Ce que vous touchez sur cette planche est exactement ce que vous trouverez à bord.</p>`,
    tags: 'architecture intérieure, WAMA 42, matériaux, cuir, savoir-faire',
    seo: {
      title: 'Lumière, air et cuir : l’intérieur du WAMA 42 | Journal WAMA',
      description:
        'Comment l’intérieur du WAMA 42 concilie lumière et chaleur, sécurité en mer et matériaux durables : cuir, bois, Esthec et une suite propriétaire silencieuse dans la coque tribord.',
    },
  },
  'life-aboard-a-power-catamaran': {
    title: 'La vie à bord d’un catamaran à moteur : espace, stabilité et matins paisibles',
    category: 'Art de vivre',
    featured_image_alt: 'Un petit-déjeuner servi sur le pont arrière ombragé d’un catamaran, dans une baie calme',
    excerpt: `<p>Qu’est-ce que passer vraiment une semaine sur deux coques ? Le meilleur, les surprises et les compromis en toute franchise, racontés par des propriétaires et des équipages qui connaissent le WAMA 42.</p>`,
    content: `<p>Ceux qui montent pour la première fois à bord d’un catamaran à moteur disent généralement la même chose : il paraît plus grand qu’il ne devrait. Les chiffres l’expliquent en partie. Avec 6,55 m de largeur, le WAMA 42 offre une surface de pont et de carré qu’un monocoque n’atteindrait qu’à une longueur bien supérieure. Mais la vraie différence se révèle au fil d’une semaine à bord, dans les petits moments de la journée.</p>
<h2>Des matins qui ne roulent pas</h2>
<p>Au mouillage, un monocoque roule à chaque houle et au passage de chaque annexe. Un catamaran, posé sur deux coques très écartées, bouge à peine. Le café reste dans la tasse, la table du petit-déjeuner reste dressée, et la première baignade du jour commence depuis une plateforme qui reste à fleur d’eau. Les invités sujets au mal de mer découvrent souvent qu’ils s’y sentent parfaitement bien.</p>
<h2>L’intimité, par construction</h2>
<p>L’aménagement d’un catamaran sépare naturellement les occupants. La suite du propriétaire est dans une coque, les cabines invités dans l’autre, avec le carré et le cockpit entre les deux. Les adolescents peuvent veiller tard dans le carré sans réveiller personne ; les propriétaires peuvent se lever tôt et lire sur le salon avant sans déranger leurs invités. Sur un bateau de cette taille, cette séparation est un luxe en soi.</p>
<blockquote><p>Le plus beau compliment que nous recevons de nos propriétaires : leurs invités veulent revenir, et eux sont heureux de les accueillir.</p></blockquote>
<h2>Aller là où les autres ne peuvent pas</h2>
<p>Avec un tirant d’eau de seulement 0,90 m, le WAMA 42 peut mouiller là où les yachts plus profonds doivent s’abstenir. Cela signifie le fond de la baie, tout près de la plage, dans une eau assez claire pour voir son ancre. Cela signifie des lagons abrités et des hauts-fonds insulaires. Et cela signifie quelques brasses ou coups de pagaie jusqu’à la plage plutôt qu’un long trajet en annexe.</p>
<h2>En navigation</h2>
<p>Deux coques fendent une mer courte au lieu de rouler dessus, et le bateau reste à plat dans les virages. À 22 nœuds, le WAMA 42 croise confortablement et économiquement ; à 28, il expédie une traversée qui prendrait la journée entière à un yacht à déplacement. Au port, deux moteurs largement espacés permettent au skipper de faire pivoter le bateau presque sur place, ce qui rend l’accostage bien moins stressant que ne l’imaginent la plupart des nouveaux propriétaires.</p>
<h2>Les compromis, en toute franchise</h2>
<p>Aucun bateau n’est parfait, et nous préférons que vous entendiez les compromis de notre bouche :</p>
<ul>
<li><strong>Places de port :</strong> certaines marinas facturent davantage un catamaran large, et les places les plus larges peuvent manquer en haute saison. Réservez à l’avance, ou mouillez : un catamaran est fait pour cela.</li>
<li><strong>État de la mer :</strong> dans une mer creuse de face, un catamaran demande un barreur attentif qui adapte sa vitesse et son cap. La grande hauteur sous nacelle du WAMA 42 aide, mais le sens marin reste essentiel.</li>
<li><strong>Sensations :</strong> un catamaran ne s’incline pas dans les virages comme un monocoque sportif. Si c’est cette sensation que vous aimez, le WAMA 26 vous appelle peut-être.</li>
</ul>
<h2>Une semaine, en résumé</h2>
<p>Demandez aux propriétaires ce qu’ils retiennent d’une semaine à bord : ils évoquent rarement la vitesse de pointe. Ils parlent de longs déjeuners à l’ombre du cockpit, de soirées sur le pont avant, d’enfants plongeant depuis les plateformes et de réveils dans une baie rien qu’à eux. C’est pour cela que le WAMA 42 a été conçu.</p>`,
    tags: 'catamaran, art de vivre, WAMA 42, croisière, propriété',
    seo: {
      title: 'La vie à bord d’un catamaran à moteur | Journal WAMA',
      description:
        'Stabilité au mouillage, intimité entre deux coques, mouillages par faible fond et compromis assumés d’un catamaran à moteur : une semaine à bord du WAMA 42.',
    },
  },
  'owning-a-wama-after-the-handover': {
    title: 'Posséder un WAMA : ce qui se passe après la remise des clés',
    category: 'Chantier',
    featured_image_alt:
      'Un yacht WAMA à quai le jour de sa livraison, prêt pour son premier essai en mer avec son propriétaire',
    excerpt: `<p>La livraison marque le début de la relation, non sa fin. Comment nous remettons un yacht neuf, et comment entretenir une coque en aluminium ou en composite, saison après saison.</p>`,
    content: `<p>Le jour où un yacht est livré, la plupart des constructeurs considèrent leur travail comme terminé. Nous voyons les choses autrement. Le bateau que vous recevez a été construit dans notre chantier par des personnes que vous avez rencontrées, et elles en restent responsables longtemps après son départ. Voici à quoi ressemble la vie de propriétaire d’un WAMA, une fois le champagne servi.</p>
<h2>Le jour de la remise des clés</h2>
<p>Chaque livraison commence par un essai en mer, propriétaire à bord. Nos techniciens vous présentent chaque système tour à tour : moteurs et gestion du carburant, tableaux électriques et batteries, eau et eaux usées, électronique, mouillage et, sur l’édition wake-surf du WAMA 26, ballasts et trim. Puis vous prenez la barre. Nous restons à bord jusqu’à ce que vous soyez à l’aise pour manœuvrer, accoster et mouiller, le temps qu’il faudra.</p>
<p>Vous recevez également le dossier de construction du bateau : les relevés de stratification ou de soudure, les schémas électriques, les plans de plomberie, les manuels des équipements et le rapport d’inspection finale. C’est le document que tout futur technicien, expert ou acheteur voudra consulter.</p>
<h2>La première saison</h2>
<p>Un bateau neuf se met en place. Après les premières semaines d’utilisation, nous recommandons une visite de contrôle au chantier ou par l’un de nos techniciens : fixations et accastillage sont resserrés, les moteurs reçoivent leur première révision selon le programme du constructeur, et le moindre réglage que vous avez relevé est effectué. Les propriétaires gardent une ligne directe avec l’équipe qui a construit leur bateau, et notre conciergerie est disponible à toute heure, d’une question technique à une réservation de place de port.</p>
<blockquote><p>Un yacht bien construit demande très peu. Mais ce qu’il demande, il le demande régulièrement.</p></blockquote>
<h2>Entretenir un catamaran en aluminium</h2>
<ul>
<li><strong>Anodes :</strong> contrôlez les anodes sacrificielles à chaque sortie d’eau et remplacez-les avant qu’elles ne soient à moitié consommées. C’est l’assurance la moins chère d’un bateau en métal.</li>
<li><strong>Antifouling :</strong> n’utilisez jamais qu’un antifouling sans cuivre sur une coque en aluminium. Les peintures au cuivre provoquent une corrosion galvanique ; nous prescrivons un système compatible et le notons dans le dossier de construction.</li>
<li><strong>Branchement à quai :</strong> branchez-vous toujours avec le câble du bord et via son isolateur galvanique, et méfiez-vous des marinas dont la mise à la terre est peu fiable.</li>
<li><strong>Nouveaux équipements :</strong> consultez-nous avant d’ajouter un équipement sous la ligne de flottaison ou de tirer de nouveaux circuits. Sur un bateau en métal, la façon dont un équipement est isolé compte autant que l’endroit où il est posé.</li>
</ul>
<h2>Entretenir un monocoque en composite</h2>
<ul>
<li><strong>Gelcoat :</strong> rincez à l’eau douce après chaque sortie, et polissez puis lustrez en début et en fin de saison pour protéger la couleur.</li>
<li><strong>Pont Esthec :</strong> un lavage au savon doux suffit ; contrairement au teck, il ne s’huile ni ne se ponce jamais.</li>
<li><strong>Hivernage :</strong> à terre ou sous une bâche ajustée, moteur hiverné, circuit d’eau vidangé et batteries maintenues en charge.</li>
</ul>
<h2>Revenir au chantier</h2>
<p>Beaucoup de propriétaires choisissent de ramener leur bateau à Mégrine pour son carénage annuel, une remise à neuf ou des améliorations. L’ayant construit, nous en connaissons chaque passage de câble et chaque stratification, ce qui rend le travail plus rapide et le résultat meilleur. Et c’est toujours un plaisir pour l’équipe de voir revenir un bateau, quelques saisons plus tard, qui fait toujours exactement ce pour quoi il a été construit.</p>`,
    tags: 'propriété, entretien, service après-vente, aluminium, composite',
    seo: {
      title: 'Posséder un WAMA : ce qui se passe après la remise des clés | Journal WAMA',
      description:
        'Essai en mer de livraison, dossier de construction, contrôle de première saison et entretien d’un catamaran en aluminium et d’un monocoque composite : anodes, antifouling sans cuivre, gelcoat et Esthec.',
    },
  },
}
