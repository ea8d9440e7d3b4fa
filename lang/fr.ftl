# Catalogue français : tous les mots de la page et de `mancala diagram --lang fr`.
# Format (un petit sous-ensemble de Fluent, lu par src/ui/texts/catalogue.rs) :
#   clé = texte               sur une seule ligne
#   clé =                     ou sur plusieurs lignes indentées, réunies par des espaces
#       suite du texte
#   { $nom }                  un argument, rempli par le code
#   clé.one = …               la forme du singulier, employée quand le nombre vaut 0 ou 1
# Les lignes qui commencent par # sont des commentaires. Chaque clé de en.ftl doit figurer
# ici (un test le vérifie) ; les formes `.one` s'ajoutent là où le singulier diffère.

## Accroches du choix du jeu (90 caractères au plus)
tagline-gore =
    Côte d'Ivoire · 2 × 4 · prises par 2 et par 4, trous cédés contre des vaches prises
tagline-urim =
    Cap-Vert · 2 × 6 ou 2 × 7 · prises par 2 et par 3 comme à l'Oware, points de match
tagline-anywoli =
    Éthiopie et Soudan du Sud · 2 × 12 · semis en relais, prises par 4, coups
    supplémentaires
tagline-bao-kigogo =
    Tanzanie · 4 × 12 · semis en relais sur vos deux rangées, colonnes entières prises
tagline-tsoro =
    Zimbabwe · 4 × 21 · semis en relais, arrêt aux têtes, prises de colonnes entières et bonus

## Nom que le plateau donne aux pièces prises
store-gore = vaches prises
store-urim = grenier
store-anywoli = grenier
store-bao-kigogo = prises
store-tsoro = prises

## Indication de semis sous le plateau (une phrase)
hint-gore =
    Les vaches font le tour des 8 trous dans le sens inverse des aiguilles d'une montre :
    { $forward } sur la rangée 1, puis { $back } sur la rangée 2, avant de revenir sur la
    rangée 1.
hint-urim =
    Les graines avancent dans le sens inverse des aiguilles d'une montre sur les deux
    rangées ({ $forward } sur la rangée 1, { $back } sur la rangée 2), jamais dans un
    grenier, en sautant le trou de départ et tout trou qui contient déjà 17 graines.
hint-anywoli =
    Les graines font le tour des 24 trous dans le sens inverse des aiguilles d'une montre
    ({ $forward } sur la rangée 1, { $back } sur la rangée 2), jamais dans un grenier.
hint-bao-kigogo =
    Chaque joueur sème dans le sens inverse des aiguilles d'une montre sur ses deux rangées
    seulement : Sud { $forward } sur la rangée 1 et { $back } sur la rangée 2, Nord
    { $forward } sur la rangée 3 et { $back } sur la rangée 4.
hint-tsoro =
    Chaque joueur sème dans le sens inverse des aiguilles d'une montre sur ses deux rangées
    seulement (Sud : rangée 1 { $forward }, puis rangée 2 { $back } ; Nord : rangée 3
    { $forward }, puis rangée 4 { $back }), et quand la dernière pierre d'un tour tombe dans
    une tête occupée, le joueur peut s'y arrêter.
## À propos du jeu (de 60 à 120 mots)
about-gore =
    Le bétail symbolise depuis longtemps la richesse, et le Goré en a tiré le nom de ses
    pièces : ce sont les ayla, « vaches ». Les Gouro, aussi appelés Kwéni, vivent au centre
    de la Côte d'Ivoire, là où la forêt s'ouvre sur la savane ; ils sont réputés pour leurs
    masques sculptés, leur travail du bois et leurs étoffes. Jordi Climent Tondo a décrit
    leur jeu en 2009. Sa particularité : la terre change de mains en cours de partie. Un
    joueur peut offrir à l'adversaire un à trois trous, et qui les prend doit garnir chacun
    de six de ses vaches prises. Refuser une offre passe pour mesquin : qui a refusé puis
    gagne n'obtient qu'une « victoire sans gloire ».
about-urim =
    À Brava, la plus petite île habitée du Cap-Vert, ce jeu à deux rangées s'appelle Urim ;
    ailleurs dans l'archipel, on le nomme Ouri, Huri, Ourim, Òrè, Ori ou Uril, et les
    Cap-Verdiens l'ont aussi emporté en Angola. Il appartient à la famille ouest-africaine
    de l'Oware. Les hommes y jouent sur des bancs sculptés, les banco de ouri, avec des
    graines dures et grises de Caesalpinia crista ; la graine qui termine un semis a même
    son nom, l'urin. Une devinette créole décrit le plateau comme « douze bouches,
    quarante-huit dents », souvenir des jeux à quatre graines par trou. Le chercheur
    cap-verdien Elísio Romariz Santos Silva en a donné la première description détaillée en
    1994.
about-anywoli =
    Avec deux rangées de douze trous et 96 graines, l'Anywoli est l'un des plus grands
    plateaux à deux rangées d'Afrique. Ses joueurs sont les Anuak, quelque 78 000 personnes
    de la région de Gambela, dans l'ouest de l'Éthiopie, et du Soudan du Sud voisin (Akobo,
    Pochalla, Jokau), qui vivent de pêche, d'agriculture et de chasse le long des rivières.
    En anuak, son nom signifie « naissance » ou « donner naissance » ; un trou se dit oto,
    plusieurs trous udi, « maisons », et les graines nyibaré, « enfants du jeu de plateau ».
    Les bons joueurs se soumettent des problèmes de fin de partie. Hors de la région, le jeu
    s'est fait connaître par l'historien Richard Pankhurst, qui l'a décrit en 1971.
about-bao-kigogo =
    Les Gogo, ou Wagogo, agriculteurs et éleveurs du plateau central aride de la Tanzanie,
    dans l'actuelle région de Dodoma, jouent au Bao Kigogo, leur jeu à quatre rangées. Nous
    le connaissons par Martin Klamroth, missionnaire luthérien allemand à Mpapua
    (aujourd'hui Mpwapwa), qui l'a vu jouer et en a publié les règles en 1911 dans l'Archiv
    für Anthropologie, dans un article intitulé « Afrikanische Brettspiele ». Ses cousins
    sont le Bao Kiarabu, nom swahili du Hawalis sur la côte, le Njombwa du Mozambique et les
    autres jeux à relais sur quatre rangées d'Afrique de l'Est et australe. Le départ est
    volontairement inégal : un trou d'angle de chaque rangée avant reste vide, et la
    position est déséquilibrée dès le premier coup.
about-tsoro =
    Chez les Shona du nord-est du Zimbabwe, tsoro désigne tous les jeux de plateau : les
    dames, l'alignement de trois pièces (Tsoro Yemutatu), le jeu du moulin à douze pièces
    (Tsoro Yemutwelve). Le mancala à quatre rangées de cette page s'appelle plus précisément
    Fuva ou Imbwe ; J. B. Matthews en a le premier exposé méthodiquement les règles, en
    1964. Les trous (magomba, un gomba) sont souvent creusés à même le sol, et l'on joue
    avec des pierres de rivière, les matombo, des graines sauvages ou des capsules de
    bouteille ; on se sert aussi de plateaux en papier ou en bois sculpté. Les deux trous où
    l'on peut choisir de s'arrêter sont les têtes, les misoro (un musoro, « tête »).

## Panneau des règles : une entrée par numéro de règle de docs/rules/

rule-G1 =
    Le Goré se joue sur 2 rangées de 4 trous (a1–d1 pour Sud, a2–d2 pour Nord), avec 6
    vaches dans chaque trou au départ : 48 en tout.
rule-G2 =
    Chaque joueur possède au départ les quatre trous de sa rangée, mais la propriété se
    rattache à chaque trou, pas à une rangée : après un échange, vous pouvez posséder des
    trous dans l'une ou l'autre rangée. Le plateau montre toujours à qui appartient chaque
    trou.
rule-G3 =
    Quand c'est à vous de jouer, vous semez, offrez un échange ou passez. Pour semer,
    ramassez toutes les vaches d'un trou non vide qui vous appartient et déposez-les une à
    une dans le sens inverse des aiguilles d'une montre, autour des 8 trous, en un tour
    unique qui s'arrête quand votre main est vide ; dans cette application, une poignée qui
    revient jusqu'à son point de départ dépose aussi une vache dans le trou d'où elle vient.
rule-G4 =
    Si tous vos trous sont vides au début de votre coup, vous passez, et vous continuez de
    passer jusqu'à ce que le semis de votre adversaire dépose des vaches dans vos trous.
    Dans cette application, vous ne pouvez passer que si vous ne pouvez pas semer, et au
    lieu de passer, vous pouvez offrir un échange si une offre est permise.
rule-G5 =
    Au lieu de semer, vous pouvez offrir à votre adversaire 1, 2 ou 3 de vos trous, en
    choisissant précisément lesquels. Dans cette application, vous devez garder au moins un
    trou, les trous vides peuvent être offerts, une offre de k trous exige que votre
    adversaire ait au moins 6 × k vaches prises, et vous ne pouvez pas faire d'offre sur
    deux de vos coups de suite (passer compte comme un coup, répondre à une offre non).
rule-G6 =
    Faire une offre tient lieu de coup. Votre adversaire l'accepte ou la refuse, et dans les
    deux cas c'est ensuite à lui de jouer (semer, faire une offre ou passer).
rule-G7 =
    Si l'offre est acceptée, les trous passent à celui qui les reçoit : il peut les semer,
    et ils comptent comme les siens pour les prises et pour le partage final. En paiement,
    il dépose aussitôt six de ses vaches prises dans chaque trou reçu, en plus de ce qui s'y
    trouve déjà : 6 × k vaches reviennent ainsi en jeu.
rule-G8 =
    Refuser un échange passe pour un manque de générosité : si vous refusez une offre puis
    gagnez cette partie, votre victoire est une « victoire sans gloire », et le résultat le
    dit.
rule-G9 =
    Si la dernière vache de votre semis tombe dans un trou qui appartient à votre adversaire
    et qu'il contient alors exactement 2 ou 4 vaches, vous prenez ces vaches : elles
    quittent le plateau et rejoignent vos vaches prises.
rule-G10 =
    Après une telle prise, vous prenez aussi, trou par trou, la série ininterrompue de trous
    contenant exactement 2 ou 4 qui s'étend en avant (dans le sens du semis) à partir du
    trou d'arrivée, et de même la série qui s'étend en arrière. Chaque série s'arrête au
    premier trou qui contient un autre nombre de vaches ; seul le trou d'arrivée doit
    appartenir à votre adversaire, si bien qu'une série peut se poursuivre autour du plateau
    jusque dans vos propres trous, et aucun trou n'est pris deux fois (un trou vidé contient
    0 et arrête la série).
rule-G11 = Votre coup se termine dès que toutes les prises sont faites.
rule-G12 =
    La partie se termine dès que, après un coup, chaque trou contient moins de trois vaches
    (0, 1 ou 2). Dans cette application, on le vérifie après un semis, quand un joueur
    passe, après une acceptation ou un refus, mais jamais juste après une offre ni sur la
    position de départ.
rule-G13 =
    Les vaches encore sur le plateau vont alors au propriétaire du trou où elles se trouvent
    et s'ajoutent aux vaches prises de ce joueur.
rule-G14 =
    Le joueur qui a le plus de vaches au total gagne ; à 24–24, la partie est nulle. Une
    victoire porte la mention « victoire sans gloire » de G8 quand elle s'applique ; une
    partie nulle, jamais.
rule-G15 =
    Dans cette application, la partie se termine aussi quand une position se présente pour
    la troisième fois (C7) ; elle est alors décomptée selon G13 et G14.

rule-U1 =
    L'Urim se joue sur 2 rangées de 6 trous, ou de 7 en option, avec 3 graines dans chaque
    trou : 36 ou 42 graines. Une autre option met 4 graines dans chaque trou (les anciens
    jeux à quatre graines), soit 48 ou 56 ; seuls les seuils de points de U12 changent avec
    le total, pas le tour complet de tous les trous (U4) ni la limite de 17 (U5).
rule-U2 =
    Chaque joueur possède les trous de sa rangée et un grenier à une extrémité du plateau :
    celui de Sud { $last-at }, celui de Nord { $first-at }. Les graines prises vont dans le
    grenier de celui qui les prend.
rule-U3 =
    Quand c'est à vous de jouer, ramassez toutes les graines d'un trou non vide de votre
    rangée et semez-les une à une dans le sens inverse des aiguilles d'une montre dans les
    trous suivants, sur les deux rangées mais jamais dans un grenier. Il n'y a qu'un seul
    tour : quand votre main est vide, le coup est terminé.
rule-U4 =
    Quand une poignée est assez grande pour faire le tour complet (12 graines ou plus sur 2
    × 6, 14 ou plus sur 2 × 7), le trou de départ vidé est sauté. Dans cette application, le
    trou de départ est sauté chaque fois que le semis y revient, ce que les trous sautés
    selon U5 peuvent provoquer avec une poignée plus petite.
rule-U5 =
    Aucun trou ne peut jamais contenir plus de 17 graines. Dans cette application, un trou
    qui en contient déjà 17 est sauté, comme le trou de départ, et la graine passe au trou
    suivant ; une position où un trou dépasse 17 n'est pas valide.
rule-U6 =
    Si votre adversaire n'a plus aucune graine dans sa rangée, vous devez choisir un coup
    qui y dépose au moins une graine, s'il en existe un. Dans cette application, s'il n'en
    existe aucun, tout coup est permis (votre adversaire ne pourra alors plus jouer, ce qui
    termine la partie selon U10), et un coup nourrit l'adversaire même si sa prise reprend
    aussitôt les graines apportées.
rule-U7 =
    Vous ne prenez que si votre dernière graine tombe dans un trou adverse qui contient
    alors exactement 2 ou 3 graines. S'il en contient 4, ou tout autre nombre, rien n'est
    pris.
rule-U8 =
    Une fois la prise déclenchée, les trous adverses situés juste avant le trou d'arrivée
    (en revenant en arrière, à l'inverse du sens du semis) sont pris eux aussi, l'un après
    l'autre, tant que chacun contient 2, 3 ou 4 graines. La chaîne s'arrête au premier trou
    qui contient un autre nombre de graines ou au bout de la rangée de votre adversaire.
rule-U9 =
    Dans cette application, une prise peut emporter toutes les graines de la rangée de votre
    adversaire (la source n'interdit rien) ; l'obligation de nourrir (U6) s'applique alors
    au coup suivant.
rule-U10 =
    La partie se termine quand le joueur qui doit jouer n'a aucun coup permis (plus de
    graines : la famine), ou quand les graines restantes tourneraient sans fin sans aucune
    prise, ce que l'application détecte par la répétition (C7).
rule-U11 =
    Dans cette application, à la fin de la partie, les graines restées sur le plateau vont
    au joueur dans la rangée duquel elles se trouvent.
rule-U12 =
    L'Urim se joue en un match de plusieurs parties, et l'application tient le score du
    match au fil des parties. Sur les totaux finaux (après U11), prendre au moins les trois
    quarts des graines (27 sur 36, 32 sur 42, 36 sur 48, 42 sur 56) rapporte 1 point, plus
    de la moitié mais moins des trois quarts (19–26, 22–31, 25–35, 29–41) rapporte ½ point,
    et un partage égal ne rapporte rien : la partie est nulle. Dans cette application, la
    petite victoire vaut un demi-point, car la source est confuse à cet endroit mais parle
    de points de match fractionnaires et donne les deux seuils.

rule-A1 =
    L'Anywoli se joue sur 2 rangées de 12 trous avec 4 graines dans chacun : 96 graines.
    Chaque joueur possède sa rangée et un grenier (celui de Sud { $last-at }, celui de Nord
    { $first-at }), et l'on ne sème jamais de graines dans les greniers.
rule-A2 =
    Quand c'est à vous de jouer, choisissez un trou non vide de votre rangée, ramassez
    toutes ses graines et semez-les une à une dans le sens inverse des aiguilles d'une
    montre dans les trous suivants, en faisant le tour des 24 trous.
rule-A3 =
    Relais : si la dernière graine d'un tour tombe dans un trou qui contenait déjà des
    graines (il en contient donc 2 ou plus) et que A5 ne s'applique pas, ramassez toutes les
    graines de ce trou, y compris celle que vous venez d'y déposer, et semez-les en un
    nouveau tour à partir du trou suivant.
rule-A4 =
    Votre coup se termine quand la dernière graine d'un tour tombe dans un trou vide, ou
    quand cette dernière graine fait une prise selon A5.
rule-A5 =
    Si la dernière graine d'un tour porte un trou à exactement 4, c'est vous, le joueur qui
    joue, qui prenez ces quatre graines, quel que soit le propriétaire du trou. Votre coup
    se termine et vous jouez aussitôt un coup supplémentaire (ou vous passez si vous n'avez
    pas de graines à jouer) ; un 4 fait par la dernière graine pendant un coup
    supplémentaire en donne encore un autre.
rule-A6 =
    Chaque fois qu'une graine qui n'est pas la dernière de son tour fait passer un trou à
    exactement 4 graines, ces quatre graines sont prises aussitôt et vont dans le grenier du
    propriétaire de ce trou. Cela peut arriver plusieurs fois en un seul coup, dans l'une ou
    l'autre rangée, et le trou peut de nouveau recevoir des graines plus tard dans le même
    coup.
rule-A7 =
    Si vous avez un coup permis, vous devez le jouer ; si votre rangée n'a aucune graine,
    vous passez. Dans cette application, le trou de départ vidé n'est pas sauté, car aucune
    règle de saut n'est donnée.
rule-A8 =
    La partie se termine quand toutes les graines ont été prises, ou quand il ne reste que
    quatre graines sur le plateau à la fin d'un coup. Dans cette application, on le vérifie
    à la fin de chaque coup (avant de jouer un éventuel coup supplémentaire) et quand un
    joueur passe.
rule-A9 =
    Par défaut, les quatre dernières graines vont à celui qui a pris le groupe de quatre
    précédent : l'auteur de la prise la plus récente de la partie (pour une prise en cours
    de semis, le joueur dont le grenier l'a reçue). En option, elles vont plutôt au joueur
    qui a été le premier de la partie à faire une prise avec la dernière graine (A5) ; dans
    cette application, si aucune prise ne convient (aucune prise encore, ou, avec l'option,
    aucune prise avec la dernière graine), elles vont au joueur dans la rangée duquel elles
    se trouvent.
rule-A10 = Le joueur qui a le plus de graines gagne ; à 48–48, la partie est nulle.
rule-A11 =
    Dans cette application, la partie se termine aussi quand une position se présente pour
    la troisième fois (C7) ; les graines restées sur le plateau vont alors au joueur dans la
    rangée duquel elles se trouvent.

rule-B1 =
    Le Bao Kigogo se joue sur 4 rangées de 12 trous : Sud possède les rangées 1 (arrière) et
    2 (avant), Nord les rangées 3 (avant) et 4 (arrière). Il n'y a pas de grenier : les
    graines prises quittent la partie.
rule-B2 =
    Chaque trou commence avec 2 graines, sauf a2 et l3, les trous d'extrémité opposés des
    deux rangées avant, qui commencent vides : 92 graines en tout.
rule-B3 =
    Quand c'est à vous de jouer, ramassez toutes les graines d'un de vos trous qui en
    contient au moins deux et semez-les une par trou, dans le sens inverse des aiguilles
    d'une montre, sur vos deux rangées (C3).
rule-B4 =
    Relais : si la dernière graine d'un tour tombe dans un trou qui contenait déjà des
    graines, ramassez tout son contenu, la nouvelle graine comprise, et semez un nouveau
    tour à partir du trou suivant.
rule-B5 = Votre coup se termine quand la dernière graine d'un tour tombe dans un trou vide.
rule-B6 =
    C'est seulement quand aucun de vos trous ne contient deux graines ou plus que vous
    pouvez déplacer une graine seule, et alors d'un seul pas, vers le trou suivant dans le
    sens du semis, et seulement si ce trou est vide. Un tel pas se termine dans un trou
    vide : B7 s'y applique donc.
rule-B7 =
    Si votre coup se termine avec sa dernière graine dans un trou vide de votre rangée avant
    et que le trou de la rangée avant de votre adversaire juste en face (même colonne)
    contient des graines, vous les prenez toutes et elles quittent la partie.
rule-B8 =
    Si le trou de la rangée arrière de votre adversaire dans cette même colonne contient
    aussi des graines, vous les prenez également : la colonne entière est prise.
rule-B9 =
    Les graines de la rangée arrière de votre adversaire sont à l'abri, sauf si le même coup
    prend le trou de la rangée avant de leur colonne. Une prise termine le coup.
rule-B10 =
    Vous gagnez en prenant toutes les graines de votre adversaire, ou en le laissant sans
    coup permis quand c'est à lui de jouer ; on le vérifie après chaque coup et quand une
    position est chargée.
rule-B11 =
    Si une position entière (le plateau et le joueur qui doit jouer) se présente de nouveau,
    la partie est aussitôt déclarée nulle : c'est la règle propre au Bao Kigogo, plus
    stricte que C7. On ne compare que le plateau et le joueur qui doit jouer, et la position
    de départ compte comme sa première apparition.

rule-T1 =
    Par défaut, le Tsoro se joue sur 4 rangées de 21 trous (colonnes a à u) : Sud possède
    les rangées 1 (extérieure) et 2 (intérieure), Nord les rangées 3 (intérieure) et 4
    (extérieure). Il n'y a pas de grenier : les pierres prises quittent la partie.
rule-T2 =
    Les têtes de chaque joueur sont deux trous à une extrémité de sa rangée extérieure : t1
    et u1 pour Sud ({ $last-at }), a4 et b4 pour Nord ({ $first-at }) sur 21 colonnes.
    Quelle que soit la taille du plateau, les têtes de Sud sont les deux derniers trous de
    la rangée 1 et celles de Nord a4 et b4 ; avec l'option à une seule tête (T15), ce sont
    le dernier trou de la rangée 1 et a4.
rule-T3 =
    Au départ, chaque trou des deux rangées extérieures contient 2 pierres et les deux
    rangées intérieures sont vides : 84 pierres sur 4 × 21.
rule-T4 =
    Quand c'est à vous de jouer, ramassez toutes les pierres d'un de vos trous qui en
    contient au moins deux et semez-les une par trou, dans le sens inverse des aiguilles
    d'une montre, sur vos deux rangées (C3).
rule-T5 =
    Relais : si la dernière pierre d'un tour tombe dans un trou qui contenait déjà des
    pierres et qui n'est pas une tête, ramassez son contenu et semez un autre tour à partir
    du trou suivant.
rule-T6 =
    Si la dernière pierre d'un tour tombe dans une tête qui contenait déjà des pierres, vous
    choisissez sur-le-champ : ramasser son contenu et continuer le relais, ou arrêter là
    votre coup. Tomber dans une tête vide termine le coup, comme dans tout trou vide.
rule-T7 =
    Votre coup se termine quand la dernière pierre tombe dans un trou vide, ou quand vous
    choisissez de vous arrêter sur une tête.
rule-T8 =
    Quand il ne vous reste que des pierres isolées, vous pouvez en déplacer une d'un seul
    pas, vers le trou suivant dans le sens du semis, mais seulement si ce trou est vide.
    Dans cette application, un tel pas vers un trou vide de votre rangée intérieure fait une
    prise selon T9, comme le dit B6 pour le Bao Kigogo.
rule-T9 =
    Si votre coup se termine avec sa dernière pierre dans un trou vide de votre rangée
    intérieure et que le trou d'en face, dans la rangée intérieure de votre adversaire,
    contient des pierres, vous les prenez avec toutes les pierres du trou de la rangée
    extérieure de votre adversaire dans cette colonne : la colonne entière est vidée.
    S'arrêter sur une tête ne fait jamais de prise, puisque les têtes sont dans la rangée
    extérieure.
rule-T10 =
    Après une telle prise, vous prenez aussi le contenu de deux autres trous du côté de
    votre adversaire, que vous choisissez sur le plateau (l'ordinateur fait ses propres
    choix). Dans cette application, seuls les trous non vides peuvent être choisis, vous les
    prenez tous s'il en reste moins que de choix à faire, et les têtes de votre adversaire
    ne peuvent jamais être choisies (ce sont les « sanctuaires »), mais une prise de colonne
    entière (T9) vide bien une tête située dans sa colonne ; chaque choix est une décision à
    part, même quand il est imposé, le coup se termine quand il n'y a plus rien à choisir,
    et on vérifie T12 après les choix.
rule-T11 = Toutes les pierres prises quittent la partie.
rule-T12 =
    La partie se termine quand le joueur qui doit jouer ne peut plus jouer du tout. L'autre
    joueur, qui a encore des pierres sur le plateau, gagne : traditionnellement, il n'y a
    pas de partie nulle.
rule-T13 =
    Dans cette application, par précaution, une position qui se présente pour la troisième
    fois (C7) rend la partie nulle, avec dans le résultat la mention « hors des règles
    traditionnelles ». Le score est alors le nombre de pierres prises par chaque joueur.
rule-T14 =
    Option (une forme régionale notée par Matthews) : la prise bonus porte sur 2 trous (par
    défaut), 1 ou 3.
rule-T15 =
    Option : deux têtes chacun (par défaut), ou une seule tête, le trou d'extrémité de la
    rangée extérieure (le dernier trou de la rangée 1 pour Sud, a4 pour Nord), qui commence
    alors avec 3 pierres au lieu de 2.
rule-T16 = Option : le plateau a 21 colonnes (par défaut), ou moins : 6, 8, 12, 15 ou 18.

rule-C1 =
    Deux joueurs : Sud, { $south-at } du plateau, et Nord, { $north-at }. Sud joue toujours
    en premier (les sources ne disent pas qui commence ; c'est la convention habituelle).
rule-C2 =
    Les trous sont nommés tels que Sud voit le plateau : les colonnes portent les lettres a,
    b, c, … { $forward }, et les rangées sont numérotées à partir du bord de Sud, si bien
    qu'un trou s'écrit c1, l3 ou u4. Sur les plateaux à deux rangées, la rangée 1 est celle
    de Sud et la rangée 2 celle de Nord ; sur les plateaux à quatre rangées, les rangées 1
    et 2 sont les rangées arrière et avant de Sud, les rangées 3 et 4 les rangées avant et
    arrière de Nord.
rule-C3 =
    Tout semis se fait dans le sens inverse des aiguilles d'une montre, quelle que soit
    l'orientation du plateau. Sur les plateaux à deux rangées, les graines vont { $forward }
    sur la rangée 1, puis { $back } sur la rangée 2, sur un seul parcours qui passe par tous
    les trous ; sur les plateaux à quatre rangées, chaque joueur sème seulement sur ses deux
    rangées (Sud : rangée 1 { $forward }, puis rangée 2 { $back } ; Nord : rangée 3
    { $forward }, puis rangée 4 { $back }).
rule-C4 =
    Graines, pierres, vaches (les ayla du Goré) et matombo (Tsoro) : tous ces noms désignent
    les mêmes pièces de jeu. On ne sème jamais de graines dans un grenier.
rule-C5 =
    Un tour est le semis d'une poignée. Dans les jeux à relais, un coup peut compter
    plusieurs tours de suite ; l'application anime chaque tour et montre chaque poignée
    ramassée.
rule-C6 =
    À l'Anywoli et au Bao Kigogo, un semis pourrait tourner sans fin ; dans cette
    application, un coup qui ne finirait jamais est interdit, tandis que les longs coups qui
    finissent ne sont jamais interrompus. Un joueur dont tous les semis sont sans fin n'a
    aucun semis possible : il passe à l'Anywoli et perd au Bao Kigogo, et les pas d'une
    graine seule lui restent interdits tant qu'un de ses trous en contient deux ou plus. Au
    Tsoro, un semis n'est jamais sans fin, car le joueur peut s'arrêter à la première tête
    occupée qu'il atteint ; seule une série de choix « continuer » pourrait durer toujours,
    et la règle de répétition (C7) y met fin.
rule-C7 =
    Quand un jeu ne prévoit pas de fin pour une partie qui tourne sans fin, la partie se
    termine la troisième fois que la même position se présente, et la règle de fin de ce jeu
    donne le résultat (le Bao Kigogo est plus strict : partie nulle à la première
    répétition). Une position comprend ici le plateau, le propriétaire de chaque trou, le
    nombre de pièces prises, le joueur qui doit jouer et toute décision attendue, avec ses
    détails ; la position de départ et les positions en attente d'une décision comptent
    aussi, mais pas ce qui relève du passé, comme les offres déjà faites au Goré ou la
    mémoire des prises à l'Anywoli.
rule-C8 =
    Aucune règle ne crée ni ne détruit jamais de graine : les graines sur le plateau, en
    main, prises et hors jeu font toujours le total de la partie (au Goré, les paiements des
    échanges remettent des vaches prises sur le plateau).

## Les mots du plateau
player-south = Sud
player-north = Nord
head = tête

## Les refus du moteur (les mêmes mots qu'en ligne de commande)
error-unknown-game = jeu inconnu « { $value } » (attendu : { $ids } ou { $last })
error-unknown-option = option « { $key } » inconnue pour le jeu { $game }
error-bad-value =
    valeur « { $value } » non valide pour l'option { $key } du jeu { $game } (valeurs
    permises : { $allowed })
error-malformed-option = l'option « { $value } » n'est pas écrite sous la forme clé=valeur
illegal-game-over = la partie est terminée
illegal-not-awaited = ce coup n'est pas attendu maintenant
illegal-not-yours = ce trou n'appartient pas au joueur qui joue
illegal-too-few = ce trou ne contient pas assez pour semer
illegal-must-feed =
    l'adversaire n'a plus de graines : il faut jouer un coup qui le nourrit (U6)
illegal-endless = ce semis ne finirait jamais (C6)
illegal-cannot-pass = on ne peut passer que si aucun semis n'est possible
illegal-offer-size = une offre porte sur 1 à 3 de vos propres trous (G5)
illegal-offer-keeps-none = vous devez garder au moins un trou (G5)
illegal-offer-too-dear =
    l'adversaire ne pourrait pas payer { $need } vaches prises : il en a { $has } (G5)
illegal-offer-again = pas d'offre sur deux coups de suite (G5)
illegal-single-while-big =
    une graine seule ne peut avancer que si aucun trou n'en contient deux ou plus (B6)
illegal-single-into-occupied = une graine seule ne peut avancer que dans un trou vide (B6)
illegal-single-while-big-tsoro =
    une pierre seule ne peut avancer que si aucun trou n'en contient deux ou plus (T8)
illegal-single-into-occupied-tsoro =
    une pierre seule ne peut avancer que dans un trou vide (T8)
illegal-pick-not-enemy = un choix de prise bonus porte sur un trou de l'adversaire (T10)
illegal-pick-head = les têtes de l'adversaire ne peuvent pas être choisies (T10)
illegal-pick-empty = un trou vide ne peut pas être choisi (T10)

## Pourquoi une partie s'est terminée
end-fewer-than-three = tous les trous contiennent moins de trois vaches
end-starved = { $player } n'a plus de graines à jouer
end-all-captured = toutes les graines ont été prises
end-last-four = il ne restait que les quatre dernières graines
end-wiped = toutes les graines de { $player } ont été prises
end-immobilised = { $player } ne peut plus jouer
end-repetition = triple répétition de la position
end-bao-repetition = répétition d'une position
end-repetition-safeguard =
    triple répétition (une sécurité du moteur, pas une règle traditionnelle)

## Les paramètres de l'adresse
query-lang = langue inconnue « { $value } » (en, tr, az, sw, fr ou pt) ; langue du navigateur utilisée
query-game = { $error } ; affichage de Goré à la place
query-flag = { $key }={ $value } : 1 ou 0 attendu ; 0 utilisé
query-ply =
    ply « { $value } » n'est pas un nombre de coups ; affichage de la dernière position
query-mode =
    mode inconnu « { $value } » (play, view, edit, learn ou puzzle) ; mode jeu utilisé
query-theme = thème inconnu « { $value } » (light, dark ou auto) ; thème du système utilisé
query-player =
    joueur inconnu « { $value } » pour { $key } (human, beginner, easy, medium ou hard) ;
    { $default } utilisé
query-speed =
    vitesse inconnue « { $value } » (slow, normal, fast ou instant) ; vitesse normale
    utilisée
query-option = { $error } ; valeur par défaut utilisée

## Le choix du jeu
games = Jeux
two-players = Deux joueurs
play-computer = Jouer contre l'ordinateur
seat-human = Humain
seat-beginner = Ordinateur : Débutant
seat-easy = Ordinateur : Facile
seat-medium = Ordinateur : Moyen
seat-hard = Ordinateur : Difficile
seat-random = Ordinateur : Aléatoire
seat-greedy = Ordinateur : Glouton
speed = Vitesse
speed-slow = lente
speed-normal = normale
speed-fast = rapide
speed-instant = instantanée
auto-turn = Tourner le plateau vers celui qui doit jouer
language = Langue
theme = Thème
theme-auto = comme le système
theme-light = clair
theme-dark = sombre
option-default = { $value } (par défaut)
option-pits = Trous par rangée
option-seeds = Graines par trou
option-last_four = Qui reçoit les quatre dernières (A9)
option-last_four-penultimate = le joueur qui a fait la prise précédente
option-last_four-first_last_seed = le premier joueur à avoir pris avec une dernière graine
option-columns = Colonnes
option-bonus = Trous de la prise bonus
option-heads = Têtes (T15)
option-heads-2 = deux têtes
option-heads-1 = une tête, qui commence avec 3 pierres

## La barre de décision : invites et boutons
button-skip = Aller à la fin
button-confirm-offer = Faire cette offre
button-cancel-offer = Renoncer
button-offer = Offrir un échange…
button-pass = Passer
button-accept = Accepter l'offre
button-decline = Refuser
button-continue = Continuer le semis
button-stop = S'arrêter ici
view-position = Une position
view-start = Le début d'une partie de { $n } coups
view-start.one = Le début d'une partie de { $n } coup
view-after = Après le coup { $k } sur { $n }
view-over = { $after } : la partie est terminée.
view-to-move = { $after } : au tour de { $player }.
sowing = Semis… { $caption }
level-beginner = débutant
level-easy = facile
level-medium = moyen
level-hard = difficile
level-random = aléatoire
level-greedy = glouton
computer-thinking = { $player } (ordinateur, { $level }) réfléchit…
computer-paused =
    En pause : au tour de { $player } (ordinateur, { $level }). Continuez, ou avancez d'un
    coup.
prompt-trade-response =
    { $offerer } offre { $pits } à { $player }. Accepter coûterait à { $player }
    { $price } vaches prises ({ $each } par trou) ; refuser ferait d'une victoire de
    { $player } une victoire sans gloire (G8).
prompt-head-choice =
    La dernière pierre de { $player } a atteint la tête { $pit }, qui contient { $n }
    pierres : les ramasser et continuer le semis, ou s'arrêter ici (T6) ?
prompt-head-choice.one =
    La dernière pierre de { $player } a atteint la tête { $pit }, qui contient { $n }
    pierre : la ramasser et continuer le semis, ou s'arrêter ici (T6) ?
prompt-bonus-pick =
    Prise bonus (T10) : { $player }, faites encore { $n } choix parmi les trous de
    { $opponent } (ni tête, ni trou vide).
last-move = Dernier coup : { $move }.
prompt-pass = { $player } n'a rien à semer et doit passer son tour.
prompt-must-feed =
    La rangée de { $opponent } est vide : { $player } doit choisir un coup qui la nourrit
    (U6).
prompt-move = Au tour de { $player } : choisissez un trou en surbrillance.
offer-choose = Cliquez sur 1 à { $max } de vos trous pour les offrir.
offer-refused = Impossible : { $reason }.
offer-none-chosen = aucun trou choisi
prompt-offer =
    { $player }, trous offerts à { $opponent } : { $pits } — prix { $k } × { $each } =
    { $price } des { $has } vaches prises de { $opponent }.

## Chaque étape d'un semis, et un coup résumé
event-lift = ramasse { $n } dans { $pit }
event-relay = relais : ramasse { $n } dans { $pit }
event-drop = en dépose une dans { $pit }
event-skip-origin = saute le trou de départ { $pit } (U4)
event-skip-full = saute { $pit }, qui en contient 17 (U5)
event-capture = { $player } prend { $n } dans { $pit }
event-offer = { $player } offre { $pits }
event-accept = { $player } accepte l'offre
event-owner = { $pit } appartient désormais à { $player }
event-payment = { $player } verse { $n } dans { $pit }
event-decline = { $player } refuse l'offre
event-pass = { $player } passe son tour
event-extra = { $player } joue un coup supplémentaire
event-head = atteint la tête { $pit }, qui en contient { $n }
event-continue = continue depuis { $pit }
event-stop = s'arrête en { $pit }
event-sweep = { $player } récupère { $n } dans { $pit }
event-game-over = fin de la partie
summary-pass = { $player } n'a rien à semer et passe son tour
summary-extra =
    { $player } a pris quatre avec sa dernière graine et joue un coup supplémentaire (A5)
summary-laps = { $n } tours
summary-sowed = { $player } a semé { $pit }
summary-captured = { $player } a pris { $n }

## Messages et avis
position-refused = { $error } ; départ de la position initiale à la place
token-unknown = « { $token } » n'est pas un coup de ce jeu
moves-refused =
    moves : coup { $k } « { $token } » : { $error } ; affichage de la partie avant ce coup
ply-beyond =
    ply { $ply } : la partie compte { $n } coups ; affichage de la dernière position
ply-beyond.one =
    ply { $ply } : la partie compte { $n } coup ; affichage de la dernière position
computer-unavailable =
    L'ordinateur ne peut pas jouer sur cette page ({ $why }) ; ici, les deux camps se
    jouent à la main.
record-loaded = Relevé de partie chargé.
record-refused =
    Ce relevé ne peut pas être chargé : { $error }. La partie sur le plateau est
    conservée.
hint-says = Indice (choix du niveau Difficile) : { $input }.
computer-failed = L'ordinateur n'a pas pu choisir : { $error }.
computer-turn = C'est à { $player } de jouer : l'ordinateur ({ $level }) s'en charge.
wait-computer = Attendez l'ordinateur.
wait-sowing = Attendez la fin du semis, ou allez directement à la fin.
input-refused = « { $input } » n'est pas permis : { $error }.
offer-own-pits = Vous ne pouvez offrir que vos propres trous.
offer-at-most = Une offre porte sur trois trous au plus (G5).
record-line-reads = { $error } (la ligne dit : { $line })

## Commandes de la partie
picks-left = Choix restants : { $n }
nav-first = Au début (touche Début)
nav-prev = Un coup en arrière (←)
nav-next = Un coup en avant (→)
nav-last = À la fin (touche Fin)
hint = Indice
hint-title = Montrer ce que choisirait l'ordinateur au niveau Difficile
go-on = ▶ Continuer
pause = ⏸ Pause
step = Avancer
step-title = Laisser l'ordinateur prendre une seule décision
undo = ↶ Annuler
undo-title = Annuler le dernier coup
redo = ↷ Rétablir
redo-title = Rejouer le coup annulé
new-game = Nouvelle partie
share = Partager
share-title =
    Un lien vers cette partie à ce stade : envoyez-le à un ami, qui continuera à partir
    d'ici
share-box = Partager cette partie
share-copied =
    Lien copié. Envoyez-le à votre ami : ce lien rouvre cette partie, au tour du joueur
    qui doit jouer.
share-copy-by-hand =
    Copiez ce lien et envoyez-le à votre ami : ce lien rouvre cette partie, au tour du
    joueur qui doit jouer.
share-copying = Copie du lien…
close = Fermer

## Le relevé de partie
record = Relevé de partie
record-copy = Copier
record-download = Télécharger (.txt)
record-copied = Copié.
record-copy-refused =
    La copie a été refusée ici : sélectionnez le texte ci-dessus et copiez-le.
record-paste = Charger un relevé (collez-le ici) :
record-load = Charger
record-file = ou ouvrir un fichier :

## Le plateau, pour les lecteurs d'écran
pit-label = trou { $pit }, { $amount }, { $player }
pit-label-head = tête { $pit }, { $amount }, { $player }
store-label = { $store } de { $player } : { $n }
in-hand = { $n } en main
board-label = Plateau du jeu { $game }

## Liste des coups, résultat, règles et présentation
moves = Coups
no-moves = Aucun coup pour l'instant. Sud commence (C1).
result-no-glory = { $player } gagne — une victoire sans gloire (G8)
result-wins = { $player } gagne
result-draw = Partie nulle
match-points = Points de match de cette partie : Sud { $south }, Nord { $north }.
match-total = Match après { $n } parties : Sud { $south }, Nord { $north }.
match-total.one = Match après { $n } partie : Sud { $south }, Nord { $north }.
result-score = Sud { $south } — Nord { $north }
next-match-game = Partie suivante du match
play-again = Rejouer
rules-of = Règles du jeu { $game }
about-title = À propos du jeu { $game }

## Le résultat dans la ligne d'état et la suite (issue 24) ; scores lus du côté
## du lecteur (« 17–31 » : le lecteur a 17), sinon du côté de Sud
status-you-won = Vous avez gagné { $score }
status-computer-won = L'ordinateur a gagné { $score }
status-draw = Partie nulle { $score }
status-player-won = { $player } a gagné { $score }
status-you-resigned = Vous avez abandonné : l'ordinateur a gagné { $score }
status-player-resigned = { $player } a abandonné : { $winner } a gagné { $score }
status-no-glory = { $result } — une victoire sans gloire (G8)
status-and-match = { $result }. { $match }
try-level-beginner = Essayer le niveau Débutant
try-level-easy = Essayer le niveau Facile
try-level-medium = Essayer le niveau Moyen
try-level-hard = Essayer le niveau Difficile
level-up-title =
    Vous avez gagné : nouvelle partie contre un ordinateur plus fort ; ce niveau est retenu
    pour ce jeu
level-down-title =
    Nouvelle partie contre un ordinateur moins fort ; ce niveau est retenu pour ce jeu
auto-pass-you = Aucun coup possible : vous passez votre tour…
auto-pass = { $player } n'a aucun coup possible : il passe son tour…

## La page autour du jeu
rules = Règles
about = À propos
crash =
    Désolé : le jeu a rencontré une erreur interne et s'est arrêté. <a href="">Rechargez
    la page</a> pour recommencer.
record-url-refused = record : { $error } ; affichage d'une nouvelle partie à la place
lang-failed = Les textes en { $language } n'ont pas pu être chargés ; affichage en anglais.
open-full = Ouvrir en pleine page ↗
open-full-blocked =
    Ce cadre ne peut pas ouvrir de nouvel onglet. Copiez cette adresse pour ouvrir le jeu
    en pleine page :

## Un relevé illisible (les mêmes mots que ceux de la ligne de commande)
record-at-line = ligne { $line } : { $what }
record-malformed-header = un en-tête s'écrit [Clé "valeur"]
record-header-after = un en-tête après les coups (les en-têtes viennent d'abord)
record-unclosed-comment = le commentaire ouvert par « { » n'est jamais fermé
record-stray-brace = « } » ne ferme aucun commentaire
record-missing-header = l'en-tête { $key } manque
record-header = en-tête { $key } : { $fault }
record-header-twice = il est donné deux fois
record-option-missing = l'option { $key } manque (toutes les options sont écrites)
record-option-twice = l'option { $key } est donnée deux fois
record-bad-result = « { $value } » n'est ni S, ni N, ni draw, ni *
record-bad-date = « { $value } » n'est pas une date au format AAAA-MM-JJ
replay-token = coup { $k } « { $token } » : { $error }
replay-illegal = le coup { $k } « { $token } » est interdit : { $error }

## Une position qui ne peut pas être chargée (les mêmes mots que ceux de la ligne de commande)
setup-json = la position n'est pas du JSON valide : { $detail }
setup-bad = position invalide : { $detail }
setup-not-object = un objet était attendu
setup-rows-missing = le champ rows est obligatoire
setup-not-rows = { $name } doit être un tableau de rangées
setup-row-count = { $name } doit avoir { $want } rangées, pas { $got }
setup-row-not-array = { $name }[{ $i }] doit être un tableau
setup-row-length = { $name }[{ $i }] doit avoir { $want } trous, pas { $got }
setup-not-count = rows[{ $i }][{ $c }] doit être un nombre entier de graines, pas { $value }
setup-pit-over-total =
    le trou { $pit } contient { $n } graines, plus que les { $total } du jeu
setup-pit-over-limit =
    le trou { $pit } contient { $n } graines ; dans le jeu { $game }, aucun trou ne peut
    en contenir plus de { $limit } (U5)
setup-not-side = owners[{ $i }][{ $c }] doit valoir "S" ou "N", pas { $value }
setup-owner-fixed =
    le trou { $pit } ne peut pas appartenir à { $player } : seuls les trous de Goré
    changent de propriétaire
setup-captured-not-object = captured doit être un objet {"S": n, "N": n}
setup-captured-key = captured a une clé inconnue "{ $key }"
setup-captured-count = captured.{ $key } doit être un nombre entier, pas { $value }
setup-to-move = to_move doit valoir "S" ou "N", pas { $value }
setup-too-many =
    la position contient { $total } graines (sur le plateau et prises), plus que les
    { $opening } du jeu
setup-unloadable =
    awaiting "{ $value }" ne peut pas être chargé : ses détails ne sont pas dans l'objet
setup-awaiting = awaiting doit valoir "move", pas { $value }
setup-awaiting-bonus = awaiting doit valoir "move" ou "bonus_pick", pas { $value }
setup-side-beyond =
    { $player } a { $has } graines, plus que les { $start } avec lesquelles un camp
    commence ; dans le jeu { $game }, aucune graine ne passe jamais dans l'autre camp,
    donc aucune partie n'atteint cette position

## Clavier et lecteur d'écran
# Chaque coup annoncé une fois joué, pour les lecteurs d'écran : « Sud a semé c1,
# 2 tours, a pris 4 dans d2, 2 dans c2. »
say-sow = { $player } a semé { $pit }
say-pick = { $player } a pris { $n } dans { $pit } (prise bonus)
say-offer = { $player } a offert { $pits }
say-accept = { $player } a accepté l'offre
say-decline = { $player } a refusé l'offre
say-continue = { $player } a continué le semis depuis la tête { $pit }
say-stop = { $player } s'est arrêté à la tête { $pit }
say-pass = { $player } a passé son tour
say-taken = { $n } dans { $pit }
say-captured = a pris { $list }
say-paid-item = { $n } dans { $pit }
say-paid = a versé { $list }
say-head = a atteint la tête { $pit }, qui en contient { $n }
# Les nombres du plateau, sur demande : « Sud : a1 3, b1 0 ; Nord : a2 6 ; vaches
# prises : Sud 4, Nord 2. »
read-side = { $player } : { $pits }
read-stores = { $store } : { $south } { $s }, { $north } { $n }
read-board = Lire le plateau
read-board-title = Entendre tous les nombres du plateau, prises comprises (touche R)
keys-help =
    Les flèches font passer d'un trou à l'autre, Entrée ou Espace en choisit un, R lit le
    plateau.

## Accessibilité (axe)
legend-marks =
    Les bords en tirets marquent les trous de Nord, les bords pleins ceux de Sud ; un
    anneau clair marque les trous que vous pouvez jouer.
legend-heads = Un anneau doré en tirets marque chaque tête (T2).

## Annuler et rétablir, annoncés
narration-undone = Coup annulé : au tour de { $player }.
narration-redone = Coup rejoué : { $sentence }

## issue 14 : parties conservées, pas perdues
prompt-looking-back = Retour sur le coup { $k } : la partie attend que vous y reveniez.
game-kept =
    Votre partie en cours ({ $game }, { $n } coups) est conservée : choisissez de nouveau
    { $game } pour la reprendre.
game-kept.one =
    Votre partie en cours ({ $game }, { $n } coup) est conservée : choisissez de nouveau
    { $game } pour la reprendre.
game-restored = Votre partie est revenue telle que vous l'aviez laissée.
new-game-kept =
    Nouvelle partie. La partie quittée est conservée : « Revenir à ma partie » permet de
    la reprendre.
resume-game = Revenir à ma partie
resume-game-title =
    Remettre sur le plateau la partie quittée (celle-ci est conservée à sa place)
## issue 14 : les mots pour débuter (but, comment jouer, liens vers les règles, indice, résultat)
goal-gore =
    But : finir avec plus de vaches que votre adversaire. Vous prenez un trou adverse si
    votre dernière vache l'amène à exactement 2 ou 4.
goal-urim =
    But : finir avec plus de graines que votre adversaire. Vous prenez un trou adverse si
    votre dernière graine l'amène à exactement 2 ou 3.
goal-anywoli =
    But : finir avec plus de graines que l'adversaire. Un trou porté à 4 tout juste est
    pris : par votre dernière graine, sinon par son propriétaire.
goal-bao-kigogo =
    But : prendre toutes les graines adverses ou bloquer l'adversaire. Finir dans un
    trou vide de la rangée avant prend la colonne entière d'en face.
goal-tsoro =
    But : laisser l'adversaire sans coup. Finir dans un trou vide de la rangée
    intérieure prend la colonne entière d'en face, et des trous en prise bonus.
how-to-play = Comment jouer
rules-numbered = Les règles numérotées ({ $n })
rules-numbered-common = Les règles communes aux cinq jeux ({ $n })
rule-link-title = Montrer la règle { $id } dans le panneau des règles
howto-gore-1 =
    2 rangées de 4 trous, 6 vaches dans chacun. Sud possède la rangée 1, Nord la rangée
    2 ; Sud commence.
howto-gore-2 =
    À votre tour, ramassez toutes les vaches d'un de vos trous et semez-les une à une,
    dans le sens inverse des aiguilles d'une montre, sur les 8 trous.
howto-gore-3 =
    Si votre dernière vache amène un trou adverse à exactement 2 ou 4, vous le prenez,
    ainsi que les suites de 2 et de 4 de part et d'autre.
howto-gore-4 =
    Au lieu de semer, vous pouvez offrir 1 à 3 de vos trous ; celui qui les accepte verse
    6 vaches prises dans chacun.
howto-gore-5 =
    Quand chaque trou contient moins de 3 vaches, chaque propriétaire récupère celles de
    ses trous : qui en a le plus gagne.
howto-urim-1 =
    2 rangées de 6 (ou 7) trous, 3 graines dans chacun. Sud possède la rangée
    { $south-adj } et le grenier { $last-adj }, Nord les autres ; Sud commence.
howto-urim-2 =
    À votre tour, ramassez toutes les graines d'un de vos trous et semez-les dans le sens
    inverse des aiguilles d'une montre, une par trou, jamais dans un grenier.
howto-urim-3 =
    Si votre dernière graine amène un trou adverse à exactement 2 ou 3, vous le prenez,
    ainsi que les trous adverses juste derrière lui qui contiennent 2, 3 ou 4.
howto-urim-4 =
    Si la rangée de votre adversaire est vide, vous devez la nourrir si vous le pouvez ;
    aucun trou ne contient jamais plus de 17 graines.
howto-urim-5 =
    Quand le joueur qui doit jouer n'a plus de graines, chacun récupère celles de sa
    rangée : qui en a le plus gagne des points de match.
howto-anywoli-1 =
    2 rangées de 12 trous, 4 graines dans chacun. Vous possédez votre rangée et un
    grenier ; Sud commence.
howto-anywoli-2 =
    À votre tour, semez un trou dans le sens inverse des aiguilles d'une montre ; si la
    dernière graine tombe dans un trou occupé, ramassez-le et semez encore.
howto-anywoli-3 =
    Une dernière graine qui amène un trou à exactement 4 vous fait prendre les quatre, et
    vous jouez un coup supplémentaire.
howto-anywoli-4 =
    Toute autre graine qui amène un trou à exactement 4 fait prendre les quatre au
    propriétaire de ce trou ; sans graines dans votre rangée, vous passez votre tour.
howto-anywoli-5 =
    La partie se termine quand toutes les graines sont prises ou qu'il n'en reste que
    quatre (elles vont au dernier à avoir pris) : qui en a le plus gagne.
howto-bao-kigogo-1 =
    4 rangées de 12 trous, 2 graines dans chacun sauf deux. Vous possédez vos deux
    rangées, avant et arrière ; Sud commence.
howto-bao-kigogo-2 =
    À votre tour, ramassez un trou de 2 graines ou plus et semez autour de vos deux
    rangées ; tombé dans un trou occupé, ramassez-le et semez encore.
howto-bao-kigogo-3 =
    En finissant dans un trou vide de votre rangée avant, vous prenez, en face, le trou
    adverse de la rangée avant et celui de la rangée arrière derrière lui.
howto-bao-kigogo-4 =
    C'est seulement quand aucun de vos trous n'a plus d'une graine que vous pouvez avancer
    une graine d'un pas, dans le trou suivant s'il est vide.
howto-bao-kigogo-5 =
    Vous gagnez en prenant toutes les graines de votre adversaire ou en le laissant sans
    coup possible ; une position répétée donne une partie nulle.
howto-tsoro-1 =
    4 rangées de trous, 2 pierres dans chaque trou des rangées extérieures, rangées
    intérieures vides. Vous possédez vos deux rangées ; Sud commence.
howto-tsoro-2 =
    À votre tour, ramassez un trou de 2 pierres ou plus et semez autour de vos deux
    rangées ; tombé dans un trou occupé, ramassez-le et semez encore.
howto-tsoro-3 =
    Deux trous au bout de chaque rangée extérieure sont des têtes (celles de Sud
    { $last-at }) : dans une tête occupée, vous pouvez continuer ou vous arrêter.
howto-tsoro-4 =
    En finissant dans un trou vide de votre rangée intérieure, vous prenez la colonne
    entière d'en face, plus 2 autres trous adverses au choix (pas des têtes).
howto-tsoro-5 = Le joueur qui ne peut plus jouer perd.
dir-lr = de gauche à droite
dir-rl = de droite à gauche
dir-tb = de haut en bas
dir-bt = de bas en haut
## Les endroits du plateau tel qu'il est dessiné (src/ui/texts/places.rs) : les
## textes disent { $south-at }, { $last-to }… et reçoivent ces mots selon le dessin
## (couché, debout sur un téléphone, retourné). Chacun nomme son bord une fois.
place-at-bottom = en bas
place-at-top = en haut
place-at-left = à gauche
place-at-right = à droite
place-adj-bottom = du bas
place-adj-top = du haut
place-adj-left = de gauche
place-adj-right = de droite
place-to-bottom = vers le bas
place-to-top = vers le haut
place-to-left = vers la gauche
place-to-right = vers la droite
place-from-bottom = depuis le bas
place-from-top = depuis le haut
place-from-left = depuis la gauche
place-from-right = depuis la droite

## Un nombre des pièces de chaque jeu (lang/GLOSSARY.md)
pieces-gore = { $n } vaches
pieces-gore.one = { $n } vache
pieces-urim = { $n } graines
pieces-urim.one = { $n } graine
pieces-anywoli = { $n } graines
pieces-anywoli.one = { $n } graine
pieces-bao-kigogo = { $n } graines
pieces-bao-kigogo.one = { $n } graine
pieces-tsoro = { $n } pierres
pieces-tsoro.one = { $n } pierre
playing = { $what }…
playing-step = { $what }… { $caption }
playing-offer =
    { $player } offre { $pits } à { $opponent } pour { $price } vaches prises (G5)
playing-accept =
    { $player } accepte : les trous passent à { $player }, payés { $each } vaches prises
    chacun (G7)
playing-decline =
    { $player } refuse l'offre : une victoire de { $player } serait désormais une victoire
    sans gloire (G8)
playing-stop = { $player } s'arrête à la tête { $pit } et termine son coup (T6)
playing-continue =
    { $player } ramasse les pierres de la tête { $pit } et continue le semis (T6)
playing-pass = { $player } n'a rien à semer et passe son tour
playing-pick = { $player } prend un trou en prise bonus (T10)
why-fewer-than-three =
    Chaque trou contenait moins de trois vaches, ce qui termine la partie (G12).
why-starved = { $player } n'avait plus de graines à semer, ce qui termine la partie (U10).
why-all-captured = Toutes les graines avaient été prises, ce qui termine la partie (A8).
why-last-four =
    Il ne restait que quatre graines sur le plateau, ce qui termine la partie (A8).
why-wiped =
    Toutes les graines de { $player } ont été prises : { $player } a donc perdu (B10).
why-immobilised =
    { $player } ne pouvait jouer aucun coup, et un joueur qui ne peut pas jouer perd
    ({ $rule }).
why-repetition =
    La même position est revenue pour la troisième fois : la partie a donc été arrêtée là
    (C7).
why-bao-repetition =
    Une position est revenue, ce qui termine la partie de Bao Kigogo par un nul (B11).
why-safeguard =
    La même position est revenue pour la troisième fois ; cette application arrête alors
    la partie sur un nul, une sécurité qui ne fait pas partie des règles traditionnelles
    (T13).
left-gore =
    Les { $n } vaches restées sur le plateau ont été récupérées par le propriétaire de
    chaque trou : Sud { $south }, Nord { $north } (G13).
left-gore.one =
    La dernière vache du plateau a été récupérée par le propriétaire de son trou : Sud
    { $south }, Nord { $north } (G13).
left-urim =
    Les { $n } graines restées sur le plateau sont allées au joueur de leur rangée : Sud
    { $south }, Nord { $north } (U11).
left-urim.one =
    La dernière graine du plateau est allée au joueur de sa rangée : Sud { $south }, Nord
    { $north } (U11).
left-anywoli = Les { $n } dernières graines du plateau sont allées à { $player } (A9).
left-anywoli.one = La dernière graine du plateau est allée à { $player } (A9).
left-anywoli-rows =
    Les { $n } graines restées sur le plateau sont allées au joueur de leur rangée : Sud
    { $south }, Nord { $north } (A11).
left-anywoli-rows.one =
    La dernière graine du plateau est allée au joueur de sa rangée : Sud { $south }, Nord
    { $north } (A11).
left-none = Les { $n } graines restées sur le plateau ne sont allées à personne.
left-none.one = La dernière graine du plateau n'est allée à personne.
left-none-bao-kigogo =
    Les { $n } graines encore sur le plateau ne vont à personne : seules les prises
    comptent (B1).
left-none-bao-kigogo.one =
    La dernière graine du plateau ne va à personne : seules les prises comptent (B1).
left-none-tsoro =
    Les { $n } pierres encore sur le plateau ne vont à personne : seules les prises
    comptent (T11).
left-none-tsoro.one =
    La dernière pierre du plateau ne va à personne : seules les prises comptent (T11).

## issue 14 : notes de la liste des coups, retour en arrière, boutons d'échange et de tête
note-captured = { $player } prend { $list }
note-bonus = prise bonus : { $list }
note-offer = { $player } offre { $pits } pour { $price }
note-accept = { $player } accepte { $pits } et paie { $price }
moves-entry-title = Montrer le plateau après ce coup
preview-showing =
    Retour sur le coup { $k } ({ $player } : { $tokens }) : le plateau tel qu'il était
    après ce coup. On ne peut rien jouer ici.
preview-back = Retour à la partie
preview-blocked = Vous regardez un coup précédent : revenez à la partie pour jouer.
offer-why-not = Pas d'échange maintenant : { $reason }
offer-why-too-dear =
    il faut au moins { $need } vaches prises, { $player } en a { $has } (G5)
button-keep-sowing = Continuer le semis : ramasser { $n } dans { $pit }
button-end-turn = Finir mon coup ici
option-traditional = { $value } (traditionnel)

## Éditeur de position (issue 12)
edit-position = Modifier cette position
edit-position-title = Ouvrir l'éditeur de position sur le plateau tel qu'il est
editor-prompt =
    Éditeur de position : cliquez sur un trou pour en ajouter une ; Maj+clic, clic droit
    ou appui long en retire une.
editor-prompt-owners =
    Changement de propriétaires : cliquez sur un trou pour le donner à l'autre joueur
    (G2). Cliquez de nouveau sur « Changer les propriétaires » pour revenir aux nombres.
editor-opening = Position initiale
editor-clear = Plateau vide
editor-to-move = { $player } joue en premier (changer)
editor-owner-tool = Changer les propriétaires
editor-close = Retour à la partie
editor-pile = { $store } de { $player } :
editor-pile-less = Une de moins pour { $player }
editor-pile-more = Une de plus pour { $player }
editor-count = Nombre dans { $pit } :
editor-count-bad = Le nombre d'un trou est un entier de 0 à 250.
editor-keys =
    Touches : les flèches font passer d'un trou à l'autre, Entrée ou + en ajoute une, - ou
    Retour arrière en retire une, 0 vide le trou, O change son propriétaire (Goré).
editor-check = Ce que disent les règles de cette position
editor-total =
    Sur le plateau { $board } + prises { $captured } = { $sum } sur les { $total } du jeu.
editor-rule-total =
    Au plus { $n } en tout, sur le plateau et dans les prises : le jeu { $game } se joue
    avec { $n }.
editor-rule-limit = Aucun trou ne contient plus de { $n } graines (U5).
editor-rule-sides =
    Aucun camp n'a plus que les { $n } du départ : dans le jeu { $game }, rien ne passe
    jamais dans l'autre camp.
editor-rule-owners-free = Chaque trou peut appartenir à l'un ou l'autre joueur (G2).
editor-rule-owners-fixed = Chaque trou appartient au joueur de sa rangée.
editor-ok = Cette position peut être jouée.
editor-over-at-once =
    Cette position peut être chargée, mais la partie est aussitôt terminée : le joueur qui
    doit jouer ne peut pas continuer.
editor-out = Utiliser cette position
editor-against = La jouer contre
editor-against-computer = l'ordinateur (moyen)
editor-against-friend = un ami sur cet appareil
editor-play-here = Jouer à partir d'ici
editor-diagram = Télécharger le diagramme (SVG)
editor-edit-link = Lien pour la modifier :
editor-view-link = Lien pour un cadre de wiki (mode lecture) :
editor-copy = Copier
editor-copied = Copié.
editor-copy-by-hand =
    Le navigateur a refusé le presse-papiers : sélectionnez le texte et copiez-le à la
    main.
editor-json = La position en JSON (pour mancala apply --position)
editor-playing = Une partie depuis la position modifiée : vous êtes Sud, à vous de jouer.

## Analyse et revue de partie (issue 12)
analyse = Analyser
analyse-title =
    Montrer la valeur, selon l'ordinateur, de chaque coup du joueur qui doit jouer (le
    meilleur est marqué)
review = Revoir la partie
review-title = Analyser chaque position de la partie et marquer les erreurs
review-heading = Revue de la partie
review-running = Revue en cours (positions analysées : { $k } sur { $n }).
review-cancel = Arrêter
review-cancelled = Revue arrêtée (positions analysées : { $k } sur { $n }).
review-chart =
    La valeur pour Sud après chaque coup : vers le haut, c'est bon pour Sud, vers le bas,
    pour Nord (tracé limité à { $clamp } de chaque côté).
review-mistakes = Erreurs (une perte d'au moins { $amount } par rapport au meilleur coup)
review-mistake =
    Coup { $k } : { $player } a choisi « { $played } » ; mieux valait « { $best } ».
    Essayez-le
review-cost =
    Selon le calcul de l'ordinateur, cela a coûté { $loss } par rapport au meilleur coup.
review-none =
    Aucune erreur : aucun coup n'a perdu { $amount } ou plus par rapport au meilleur.
review-nothing = Rien à revoir pour l'instant : aucun coup n'a été joué.
review-jumped =
    Avant le coup { $k } : mieux valait « { $best } » (marqué). Jouez-le, ou appuyez sur
    Rétablir pour suivre la partie.
analysis-unavailable = L'analyse n'est pas disponible : { $why }.
review-mistake-loses =
    Coup { $k } : { $player } a choisi « { $played } », qui perd la partie ; mieux valait
    « { $best } ». Essayez-le
review-mistake-misses-win =
    Coup { $k } : { $player } a choisi « { $played } », qui laisse échapper une partie
    gagnée ; mieux valait « { $best } », qui mène à une victoire forcée. Essayez-le

## Leçons et problèmes (issue 13)
query-puzzle =
    puzzle « { $value } » : ce n'est pas un numéro de problème (1, 2, …) ; ouverture du
    premier problème non résolu
puzzle-beyond =
    Il n'y a pas de problème { $n } : ce jeu en compte { $len }. Voici le premier.
course-loading = Chargement…
course-failed = Le chargement a échoué ({ $why }). Rechargez la page pour réessayer.
course-no-help =
    Ni indice, ni analyse, ni Rétablir ici : la leçon et les problèmes sont faits pour
    chercher par vous-même.
learn-link = Apprendre à jouer
puzzles-link = Problèmes
learn-heading = Apprendre le jeu { $game }
learn-step = Étape { $k } sur { $n }
learn-rule = Règle { $rule }
next-step = Suivant
step-again = Recommencer cette étape
step-over = Cette étape est terminée : appuyez sur Suivant pour continuer.
lesson-over = La leçon est terminée : jouez une partie, ou recommencez la leçon.
lesson-done =
    Bravo : vous avez vu toutes les règles du jeu { $game }. Jouez maintenant une partie
    complète contre l'ordinateur Débutant.
play-beginner = Jouer contre le niveau Débutant
lesson-again = Recommencer la leçon
puzzle-heading = Problème { $n } sur { $len }
puzzle-level-easy = facile
puzzle-level-medium = moyen
puzzle-level-hard = difficile
puzzle-task-capture = Au tour de { $player } : prenez le plus possible en un seul coup.
puzzle-task-best = Au tour de { $player } : trouvez le meilleur coup.
puzzle-task-win = Au tour de { $player } : gagnez en deux coups, quelle que soit la réponse.
puzzle-task-win1 = Au tour de { $player } : gagnez la partie avec ce coup.
puzzle-task-decide = À { $player } de décider : prenez la meilleure décision.
puzzle-answering = L'autre camp répond…
puzzle-right =
    Exact : { $token } est la meilleure réponse (elle vaut { $value } selon l'analyse de
    l'ordinateur).
puzzle-wrong = Pas le meilleur coup : { $token } vaut { $yours }, { $best } vaut { $value }.
puzzle-wrong-later = Pas le meilleur coup : { $token }. Ici, { $best } était meilleur.
puzzle-line = La meilleure suite de coups : { $line }
puzzle-progress = Résolus : { $k } sur { $n }
puzzle-solved-mark = résolu
next-puzzle = Problème suivant
puzzle-again = Réessayer
puzzle-right-win = Exact : { $token } mène à une victoire forcée.
puzzle-wrong-win =
    Pas le meilleur coup : { $token } vaut { $yours }, alors que { $best } mène à une
    victoire forcée.
puzzle-over = Ce problème est terminé : réessayez-le ou passez au suivant.
course-next =
    Lisez ce qui s'est passé ci-dessus, puis continuez avec le bouton qui s'y trouve.
course-other = La même chose pour :
course-play = Jouer une partie : { $game }

## issue 24 : abandonner contre l'ordinateur (le résultat, le bouton, les relevés)
end-resigned = { $player } a abandonné
why-resigned =
    { $player } a abandonné, donc { $winner } gagne. Le bouton Annuler efface l'abandon.
narration-resigned = { $player } a abandonné. { $winner } gagne.
resign = Abandonner
resign-title =
    Abandonner cette partie : l'ordinateur gagne (Annuler permet de revenir dessus)
record-resigned-result =
    { $player } a abandonné, donc l'en-tête Result doit être { $winner }, pas
    « { $value } »

## Les volets de la page (issue 24) : les réglages et le menu des autres commandes
settings = Réglages
more = Plus
skip-to-board = Aller au plateau

## Quel camp est celui du lecteur, jusqu'à son premier coup (issue 24)
your-side-south = Vous jouez Sud : vos trous sont { $south-at }.
your-side-north = Vous jouez Nord : vos trous sont { $north-at }.

## Issue 25 : les coups en mots
# Un coup en courte phrase à l'infinitif, en minuscules, placée après « Indice
# (…) : » ou entre guillemets (`ui::texts::input_words`) ; jamais le jeton du contrat.
input-sow = semer { $pit }
input-pick = choisir { $pit }
input-pass = passer son tour
# Une offre de plusieurs trous, puis d'un seul (le français dit la même chose
# dans les deux cas).
input-offer = offrir { $pits } à { $opponent }
input-offer-one = offrir { $pits } à { $opponent }
input-accept = accepter l'offre
input-decline = refuser l'offre
input-continue = continuer le semis depuis la tête { $pit }
input-stop = s'arrêter à la tête { $pit }
# Les deux derniers d'une liste de trous : « a1, b1 et d1 ».
list-and = { $list } et { $last }
list-parts = { $list } ; { $next }

## Issue 25 : un problème manqué, dans les termes du jeu
puzzle-missed = Pas le meilleur coup : { $input }.
puzzle-allows =
    Ce coup permet à { $player } de prendre { $list } avec « { $reply } » ({ $rules }).
puzzle-better = Mieux : { $input }.
puzzle-better-captures = Mieux : { $input }, qui prend { $list } ({ $rules }).
puzzle-better-captures-wins =
    Mieux : { $input }, qui prend { $list } ({ $rules }) et mène à une victoire forcée.
puzzle-better-holds =
    Mieux : { $input } : après ce coup, { $player } ne peut pas prendre plus de { $n } en
    un seul coup.
puzzle-better-safe =
    Mieux : { $input } : après ce coup, { $player } n'a rien à prendre dans l'immédiat.
puzzle-better-wins = Mieux : { $input }, qui mène à une victoire forcée.
puzzle-values = Les valeurs de l'ordinateur : { $best } { $value }, { $token } { $yours }.
puzzle-show-line = Montrer la meilleure suite de coups
line-start = La meilleure suite de coups ({ $n } au total) : parcourez-la avec les boutons.
line-at = Étape { $k } sur { $n } : { $words }
line-step = { $player } joue : { $input }.
line-step-captures = { $player } joue : { $input }, et prend { $list } ({ $rules }).
line-close = Retour au problème

## Issue 25 : la relecture
# Le bouton au bord inférieur du plateau pendant la relecture d'un coup : montre
# d'un seul coup le reste de ce coup (`app::board_skip`).
board-skip = Aller à la fin de ce coup

## Issue 26 : le plateau avant le wasm
# Affiché sur l'image du plateau pendant le téléchargement du code du jeu
# (static/picture.js ; écrit dans static/picture-data.js par ui::picture).
picture-loading = Chargement du jeu…
picture-still-loading = Chargement en cours : le jeu sera prêt dans un instant.
picture-failed =
    Le jeu n'a pas pu démarrer ({ $why }). Vérifiez la connexion et rechargez la page.
picture-reload = Recharger
