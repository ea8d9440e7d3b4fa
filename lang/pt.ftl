# Catálogo português (Portugal, Acordo Ortográfico de 1990): todas as palavras da página
# e de `mancala diagram --lang pt`.
# Formato (um pequeno subconjunto de Fluent, lido por src/ui/texts/catalogue.rs):
#   chave = texto             uma linha
#   chave =                   ou várias linhas indentadas, unidas por espaços
#       continuação do texto
#   { $nome }                 um argumento, preenchido pelo código
#   chave.one = …             a forma usada quando a contagem é 1 (o singular)
# As formas `.one` são usadas em português: existem onde o inglês as tem (só para 1;
# 0 leva o plural). As linhas que começam por # são comentários. Todas as chaves de
# en.ftl (exceto as formas `.one`) têm de estar aqui (um teste nativo verifica-o).

## Frases de apresentação no seletor de jogos (no máximo 90 caracteres)
tagline-gore =
    Costa do Marfim · 2 × 4 · capturas de 2 e de 4, casas cedidas a troco de vacas
    capturadas
tagline-urim =
    Cabo Verde · 2 × 6 ou 2 × 7 · capturas de 2 e de 3 como no Oware, pontos do encontro
tagline-anywoli =
    Etiópia e Sudão do Sul · 2 × 12 · sementeira em estafeta, capturas de 4, jogadas extra
tagline-bao-kigogo =
    Tanzânia · 4 × 12 · sementeira em estafeta nas tuas 2 filas, capturas de colunas
    inteiras
tagline-tsoro =
    Zimbabué · 4 × 21 · estafeta, cabeças onde parar, capturas de colunas inteiras e bónus

## O nome que o tabuleiro dá às peças capturadas
store-gore = vacas capturadas
store-urim = celeiro
store-anywoli = celeiro
store-bao-kigogo = capturadas
store-tsoro = capturadas

## Indicação da sementeira por baixo do tabuleiro (uma frase)
hint-gore =
    As vacas circulam no sentido contrário ao dos ponteiros do relógio pelas 8 casas: na
    fila 1 { $forward }, depois na fila 2 { $back }, e assim sucessivamente.
hint-urim =
    As sementes circulam no sentido contrário ao dos ponteiros do relógio pelas duas filas
    (na fila 1 { $forward }, na fila 2 { $back }), nunca entram num celeiro e saltam a casa
    de partida e qualquer casa que já tenha 17.
hint-anywoli =
    As sementes circulam no sentido contrário ao dos ponteiros do relógio pelas 24 casas (na
    fila 1 { $forward }, na fila 2 { $back }) e nunca entram num celeiro.
hint-bao-kigogo =
    Cada jogador semeia no sentido contrário ao dos ponteiros do relógio só nas suas duas
    filas: Sul na fila 1 { $forward } e na fila 2 { $back }, Norte na fila 3 { $forward } e
    na fila 4 { $back }.
hint-tsoro =
    Cada jogador semeia no sentido contrário ao dos ponteiros do relógio só nas suas duas
    filas (Sul: fila 1 { $forward }, depois fila 2 { $back }; Norte: fila 3 { $forward },
    depois fila 4 { $back }) e, se a última pedra de uma volta cair numa cabeça ocupada,
    pode parar aí.
## Painéis «Sobre o jogo» (de 60 a 120 palavras)
about-gore =
    Há muito que o gado simboliza riqueza, e as peças do Goré tiram dele o nome: chamam-se
    ayla, «vacas». Os Guro, também conhecidos por Kweni, vivem no centro da Costa do Marfim,
    na faixa onde a floresta dá lugar à savana, e são famosos pelas máscaras esculpidas,
    pela talha e pelos tecidos. Jordi Climent Tondo documentou o jogo em 2009. O que o
    distingue é que a terra muda de mãos durante a partida: um jogador pode oferecer ao
    adversário de uma a três casas, e quem as recebe tem de pôr em cada uma seis das vacas
    que capturou. Recusar uma oferta é tido por mesquinho: quem recusou e depois ganha fica
    só com uma «vitória sem glória».
about-urim =
    Na Brava, a mais pequena ilha habitada de Cabo Verde, o jogo de duas filas chama-se
    Urim; nas outras ilhas o mesmo jogo é conhecido por Ouri, Huri, Ourim, Òrè, Ori ou Uril,
    e os cabo-verdianos levaram-no também para Angola. Pertence à família do Oware, da
    África Ocidental. Os homens jogam-no em bancos esculpidos, o banco de ouri, com ouris,
    sementes duras e cinzentas de Caesalpinia crista, e a semente que termina uma sementeira
    tem nome próprio: o urin. Uma adivinha crioula descreve o tabuleiro como «doze bocas,
    quarenta e oito dentes», em memória dos conjuntos de quatro sementes por casa. O
    investigador cabo-verdiano Elísio Romariz Santos Silva fez a primeira descrição
    pormenorizada do jogo em 1994.
about-anywoli =
    Com duas filas de doze casas e 96 sementes, o Anywoli tem um dos maiores tabuleiros de
    duas filas de África. Jogam-no os Anuak, cerca de 78 000 pessoas da região de Gambela,
    no oeste da Etiópia, e do vizinho Sudão do Sul (Akobo, Pochalla, Jokau), que vivem da
    pesca, da agricultura e da caça ao longo dos rios. Em anuak, o nome quer dizer
    «nascimento» ou «dar à luz»; cada casa é um oto, várias são udi, «casas», e as sementes
    são nyibaré, «filhos do jogo de tabuleiro». Os jogadores fortes desafiam-se uns aos
    outros com problemas de final de partida. Fora da região, o jogo ficou conhecido graças
    ao historiador Richard Pankhurst, que escreveu sobre ele em 1971.
about-bao-kigogo =
    Os Gogo, ou Wagogo, agricultores e pastores do planalto seco do centro da Tanzânia
    (atual região de Dodoma), têm no Bao Kigogo o seu jogo de quatro filas. Conhecemo-lo
    graças a Martin Klamroth, missionário luterano alemão em Mpapua (hoje Mpwapwa), que o
    viu jogar e publicou as suas regras em 1911 no Archiv für Anthropologie, num artigo
    intitulado «Afrikanische Brettspiele». São seus parentes o Bao Kiarabu, nome suaíli da
    costa para o Hawalis, o Njombwa de Moçambique e os outros jogos de quatro filas com
    estafeta da África Oriental e Austral. O início é desigual de propósito: uma casa de
    canto de cada fila da frente fica vazia, e a posição é desequilibrada desde a primeira
    jogada.
about-tsoro =
    Tsoro é o nome que os Shona do nordeste do Zimbabué dão aos jogos de tabuleiro em geral:
    abrange as damas, o três em linha (Tsoro Yemutatu) e o moinho de doze peças (Tsoro
    Yemutwelve). O jogo de quatro filas desta página tem nomes mais precisos, Fuva ou Imbwe,
    e J. B. Matthews foi o primeiro a expor as suas regras por ordem, em 1964. Os jogadores
    escavam muitas vezes as casas, magomba (uma só é um gomba), diretamente no chão e jogam
    com seixos do rio, os matombo, sementes silvestres ou caricas; também há tabuleiros de
    papel e de madeira esculpida. As duas casas onde se pode escolher parar são as cabeças,
    misoro (uma só é um musoro, «cabeça»).
## Painel das regras: uma entrada por cada número de regra de docs/rules/

rule-G1 =
    O Goré joga-se em 2 filas de 4 casas (a1–d1 de Sul, a2–d2 de Norte), com 6 vacas em cada
    casa no início: 48 ao todo.
rule-G2 =
    Cada jogador começa como dono das quatro casas da sua fila, mas a posse é de cada casa,
    não da fila: depois de uma troca, podes ter casas em qualquer das filas. O tabuleiro
    mostra sempre quem é o dono de cada casa.
rule-G3 =
    Na tua vez, semeias, ofereces uma troca ou passas. Para semear, tira todas as vacas de
    uma casa tua que não esteja vazia e deixa-as cair uma a uma, no sentido contrário ao dos
    ponteiros do relógio, à volta do anel das 8 casas, numa única volta que acaba quando a
    tua mão fica vazia; nesta aplicação, uma mão-cheia que dá a volta completa também deixa
    uma vaca na casa de onde saiu.
rule-G4 =
    Se todas as tuas casas estiverem vazias no início da tua vez, passas, e continuas a
    passar até que uma sementeira do adversário ponha vacas nas tuas casas. Nesta aplicação
    só podes passar quando não podes semear e, em vez de passar, podes oferecer uma troca,
    se uma oferta for permitida.
rule-G5 =
    Em vez de semear, podes oferecer ao adversário 1, 2 ou 3 das tuas casas, escolhendo
    exatamente quais. Nesta aplicação tens de ficar com pelo menos uma casa, podem
    oferecer-se casas vazias, uma oferta de k casas exige que o adversário tenha pelo menos
    6 × k vacas capturadas, e não podes fazer ofertas em duas jogadas tuas seguidas (passar
    conta como jogada; responder a uma oferta, não).
rule-G6 =
    Fazer uma oferta gasta a tua jogada. O adversário aceita-a ou recusa-a e, em qualquer
    dos casos, a seguir é a vez dele (semear, oferecer ou passar).
rule-G7 =
    Se a oferta for aceite, as casas passam a ser de quem as recebe: pode semear a partir
    delas, e contam como suas para as capturas e para a recolha final. Como pagamento, quem
    as recebe põe logo seis das suas vacas capturadas em cada casa ganha, além do que lá
    está, e assim 6 × k vacas regressam ao jogo.
rule-G8 =
    Recusar uma troca é visto como pouco generoso: se recusares uma oferta e depois ganhares
    essa partida, a tua vitória é uma «vitória sem glória», e o resultado di-lo.
rule-G9 =
    Se a última vaca da tua sementeira cair numa casa que pertence ao adversário e a deixar
    com exatamente 2 ou 4, capturas essas vacas: saem do tabuleiro e juntam-se às tuas vacas
    capturadas.
rule-G10 =
    Depois de uma captura assim, levas também, casa a casa, a série contínua de casas com
    exatamente 2 ou 4 que se estende para a frente (no sentido da sementeira) a partir da
    casa de chegada, e do mesmo modo a série que se estende para trás. Cada série para na
    primeira casa com outra quantidade; só a casa de chegada tem de ser do adversário, pelo
    que uma série pode dar a volta ao anel e entrar nas tuas casas, e nenhuma casa é levada
    duas vezes (uma casa esvaziada tem 0 e interrompe a série).
rule-G11 = A tua jogada acaba assim que todas as capturas estiverem feitas.
rule-G12 =
    A partida acaba assim que, depois de uma jogada, todas as casas tiverem menos de três
    vacas (0, 1 ou 2). Nesta aplicação isto é verificado depois de semear, de passar, de
    aceitar ou de recusar, mas nunca logo a seguir a uma oferta nem na posição inicial.
rule-G13 =
    As vacas que ainda estão no tabuleiro vão então para o dono da casa onde se encontram e
    juntam-se às vacas capturadas desse jogador.
rule-G14 =
    Ganha o jogador com mais vacas no total; 24–24 é empate. Uma vitória leva a marca
    «vitória sem glória» da regra G8 quando esta se aplica; um empate nunca a leva.
rule-G15 =
    Nesta aplicação a partida também acaba quando uma posição surge pela terceira vez (C7),
    e o resultado conta-se então pelas regras G13 e G14.

rule-U1 =
    O Urim joga-se em 2 filas de 6 casas, ou de 7 como opção, com 3 sementes em cada casa:
    36 ou 42 sementes. Outra opção põe 4 sementes em cada casa (os antigos conjuntos de
    quatro sementes), num total de 48 ou 56; com o total só mudam os limiares de pontuação
    da regra U12, não a volta completa a todas as casas da U4 nem o limite de 17 da U5.
rule-U2 =
    Cada jogador é dono das casas da sua fila e de um celeiro numa ponta do tabuleiro: o de
    Sul fica { $last-at }, o de Norte { $first-at }. As sementes capturadas vão para o
    celeiro de quem as captura.
rule-U3 =
    Na tua vez, tira todas as sementes de uma casa não vazia da tua fila e semeia-as uma a
    uma, no sentido contrário ao dos ponteiros do relógio, nas casas seguintes, pelas duas
    filas mas nunca para dentro de um celeiro. Há uma só volta: quando a tua mão fica vazia,
    a jogada acaba.
rule-U4 =
    Quando uma mão-cheia é grande o bastante para dar a volta completa (12 ou mais sementes
    em 2 × 6, 14 ou mais em 2 × 7), a casa de partida, já vazia, é saltada. Nesta aplicação
    a casa de partida é saltada sempre que a sementeira volta a ela, o que os saltos da
    regra U5 podem provocar com uma mão-cheia menor.
rule-U5 =
    Uma casa nunca pode ter mais de 17 sementes. Nesta aplicação, uma casa que já tem 17
    é saltada, tal como a casa de partida, e a semente segue para a casa seguinte;
    uma posição com uma casa com mais de 17 é inválida.
rule-U6 =
    Se o adversário não tiver nenhuma semente na sua fila, tens de o alimentar: escolher uma
    jogada que lá ponha pelo menos uma semente, se alguma o fizer. Nesta aplicação, se
    nenhuma o fizer, qualquer jogada é permitida (o adversário ficará então sem poder jogar,
    o que acaba a partida pela regra U10), e considera-se que uma jogada alimenta o
    adversário mesmo que a sua captura leve logo de volta as sementes dadas.
rule-U7 =
    Só capturas quando a tua última semente cai numa casa do adversário e a deixa com
    exatamente 2 ou 3. Fazer lá 4, ou qualquer outro número, não captura nada.
rule-U8 =
    Desencadeada uma captura, as casas do adversário imediatamente antes da casa de chegada
    (para trás, contra o sentido da sementeira) também são capturadas, uma após outra,
    enquanto cada uma tiver 2, 3 ou 4 sementes. A cadeia para na primeira casa com outra
    quantidade ou no fim da fila do adversário.
rule-U9 =
    Nesta aplicação, uma captura pode levar todas as sementes da fila do adversário (a fonte
    nada proíbe); a regra U6, de alimentar, aplica-se então à jogada seguinte.
rule-U10 =
    A partida acaba quando o jogador a quem cabe jogar não tem nenhuma jogada legal (ficou
    sem sementes: fome), ou quando as sementes restantes andariam à volta para sempre sem
    captura, o que a aplicação deteta pela repetição (C7).
rule-U11 =
    Nesta aplicação, quando a partida acaba, as sementes que restam no tabuleiro vão para o
    jogador em cuja fila estão.
rule-U12 =
    O Urim joga-se como um encontro de várias partidas, e a aplicação vai guardando o
    resultado do encontro. Contando os totais finais (depois da regra U11), capturar pelo
    menos três quartos das sementes (27 de 36, 32 de 42, 36 de 48, 42 de 56) vale 1 ponto,
    mais de metade mas menos de três quartos (19–26, 22–31, 25–35, 29–41) vale ½ ponto, e
    uma divisão igual não vale nada: a partida fica empatada. Nesta aplicação, a vitória
    menor vale meio ponto, porque a fonte está aqui confusa, mas fala de pontos do encontro
    fracionários e dá os dois limiares.

rule-A1 =
    O Anywoli joga-se em 2 filas de 12 casas com 4 sementes em cada: 96 sementes. Cada
    jogador é dono da sua fila e de um celeiro (o de Sul { $last-at }, o de Norte
    { $first-at }), e nunca se semeia para dentro dos celeiros.
rule-A2 =
    Na tua vez, escolhe uma casa não vazia da tua fila, tira todas as suas sementes e
    semeia-as uma a uma, no sentido contrário ao dos ponteiros do relógio, nas casas
    seguintes, à volta do anel das 24 casas.
rule-A3 =
    Estafeta: se a última semente de uma volta cair numa casa que já tinha sementes (e que
    fica assim com 2 ou mais) e a regra A5 não se aplicar, levanta todas as sementes dessa
    casa, incluindo a que acabou de cair, e semeia-as numa nova volta a partir da casa
    seguinte.
rule-A4 =
    A tua jogada acaba quando a última semente de uma volta cai numa casa vazia, ou quando
    essa última semente faz uma captura pela regra A5.
rule-A5 =
    Se a última semente de uma volta deixar uma casa com exatamente 4, és tu, que estás a
    jogar, quem captura essas quatro, seja quem for o dono da casa. A tua jogada acaba e
    fazes logo uma jogada extra (ou passas, se não tiveres sementes para ela); um quatro
    feito pela última semente numa jogada extra dá direito a mais outra.
rule-A6 =
    Sempre que uma semente que não é a última da sua volta deixa uma casa com exatamente 4,
    essas quatro são logo capturadas e vão para o celeiro do dono dessa casa. Isto pode
    acontecer várias vezes numa só jogada, em qualquer das filas, e a casa pode voltar a
    receber sementes mais adiante na mesma jogada.
rule-A7 =
    Se tiveres uma jogada legal, tens de a fazer; se a tua fila não tiver sementes, passas.
    Nesta aplicação, a casa de partida esvaziada não é saltada, já que a fonte não dá
    nenhuma regra de salto.
rule-A8 =
    A partida acaba quando todas as sementes tiverem sido capturadas, ou quando só restarem
    quatro sementes no tabuleiro no fim de uma jogada. Nesta aplicação, isto é verificado no
    fim de cada jogada (antes de qualquer jogada extra) e depois de passar.
rule-A9 =
    Por omissão, as quatro últimas sementes vão para quem capturou o grupo de quatro
    anterior: a captura mais recente da partida (numa captura a meio da sementeira, o
    jogador cujo celeiro a recebeu). Como opção, vão antes para o jogador que foi o primeiro
    na partida a fazer uma captura com a última semente (A5); nesta aplicação, se nenhuma
    captura servir (ainda nenhuma ou, com a opção, ainda nenhuma com a última semente), vão
    para o jogador em cuja fila estão.
rule-A10 = Ganha o jogador com mais sementes; 48–48 é empate.
rule-A11 =
    Nesta aplicação, a partida também acaba quando uma posição surge pela terceira vez (C7);
    as sementes que restam no tabuleiro vão então para o jogador em cuja fila estão.

rule-B1 =
    O Bao Kigogo joga-se em 4 filas de 12 casas: Sul é dono das filas 1 (de trás) e 2 (da
    frente), Norte das filas 3 (da frente) e 4 (de trás). Não há celeiros: as sementes
    capturadas saem do jogo.
rule-B2 =
    Todas as casas começam com 2 sementes, exceto a2 e l3, as casas das pontas opostas das
    duas filas da frente, que começam vazias: 92 sementes ao todo.
rule-B3 =
    Na tua vez, tira todas as sementes de uma das tuas casas que tenha pelo menos duas e
    semeia-as uma por casa, no sentido contrário ao dos ponteiros do relógio, à volta das
    tuas duas filas (C3).
rule-B4 =
    Estafeta: se a última semente de uma volta cair numa casa que já tinha sementes, levanta
    tudo o que lá está, incluindo a semente nova, e semeia uma nova volta a partir da casa
    seguinte.
rule-B5 = A tua jogada acaba quando a última semente de uma volta cai numa casa vazia.
rule-B6 =
    Só quando nenhuma das tuas casas tem duas ou mais sementes podes mover uma semente
    sozinha, e apenas um passo, para a casa seguinte no sentido da sementeira, e só se essa
    casa estiver vazia. Um passo assim acaba numa casa vazia, pelo que se lhe aplica a
    regra B7.
rule-B7 =
    Se a tua jogada acabar com a última semente numa casa vazia da tua fila da frente e a
    casa da fila da frente do adversário mesmo em frente (na mesma coluna) tiver sementes,
    capturas todas essas sementes, que saem do jogo.
rule-B8 =
    Se a casa da fila de trás do adversário nessa mesma coluna também tiver sementes,
    capturas também essas: é levada a coluna inteira.
rule-B9 =
    As sementes da fila de trás do adversário estão a salvo, a não ser que a mesma jogada
    capture a casa da fila da frente da sua coluna. Uma captura acaba a jogada.
rule-B10 =
    Ganhas se capturares todas as sementes do adversário ou se o deixares sem nenhuma jogada
    legal na vez dele; isto é verificado depois de cada jogada e quando se carrega uma
    posição.
rule-B11 =
    Se uma posição inteira (o tabuleiro e quem joga) voltar a surgir, a partida acaba logo
    empatada: é a regra própria do Bao Kigogo, mais estrita do que a C7. Só se comparam o
    tabuleiro e o jogador a quem cabe jogar, e a posição inicial conta como a sua primeira
    ocorrência.

rule-T1 =
    Por omissão, o Tsoro joga-se em 4 filas de 21 casas (colunas de a a u): Sul é dono das
    filas 1 (exterior) e 2 (interior), Norte das filas 3 (interior) e 4 (exterior). Não há
    celeiros: as pedras capturadas saem do jogo.
rule-T2 =
    As cabeças de cada jogador são duas casas numa ponta da sua fila exterior: com 21
    colunas, t1 e u1 para Sul ({ $last-at }), a4 e b4 para Norte ({ $first-at }). Em
    qualquer tamanho de tabuleiro, as cabeças de Sul são as duas últimas casas da fila 1 e
    as de Norte são a4 e b4; com a opção de uma só cabeça (T15), são a última casa da fila 1
    e a4.
rule-T3 =
    No início, cada casa das duas filas exteriores tem 2 pedras e as duas filas interiores
    estão vazias: 84 pedras em 4 × 21.
rule-T4 =
    Na tua vez, levanta todas as pedras de uma das tuas casas que tenha pelo menos duas e
    semeia-as uma por casa, no sentido contrário ao dos ponteiros do relógio, à volta das
    tuas duas filas (C3).
rule-T5 =
    Estafeta: se a última pedra de uma volta cair numa casa que já tinha pedras e que não é
    uma cabeça, levanta o que lá está e semeia outra volta a partir da casa seguinte.
rule-T6 =
    Se a última pedra de uma volta cair numa cabeça que já tinha pedras, escolhes ali mesmo:
    levantar o que lá está e continuar a estafeta, ou parar aí a tua jogada. Cair numa
    cabeça vazia acaba a jogada, como em qualquer casa vazia.
rule-T7 =
    A tua jogada acaba quando a última pedra cai numa casa vazia, ou quando escolhes parar
    numa cabeça.
rule-T8 =
    Quando só te restam pedras sozinhas, podes mover uma delas um só passo, para a casa
    seguinte no sentido da sementeira, mas só se essa casa estiver vazia. Nesta aplicação,
    um passo destes para uma casa vazia da tua fila interior captura pela regra T9, tal como
    a B6 diz para o Bao Kigogo.
rule-T9 =
    Se a tua jogada acabar com a última pedra numa casa vazia da tua fila interior e a casa
    da fila interior do adversário em frente tiver pedras, capturas essas pedras juntamente
    com todas as da casa da fila exterior do adversário nessa coluna: a coluna inteira fica
    limpa. Parar numa cabeça nunca captura, já que as cabeças estão na fila exterior.
rule-T10 =
    Depois de uma captura assim, levas também o conteúdo de mais duas casas quaisquer do
    lado do adversário, que escolhes no tabuleiro (o computador faz as suas próprias
    escolhas). Nesta aplicação, só se podem escolher casas não vazias, levas todas se
    restarem menos do que as escolhas devidas, e as cabeças do adversário nunca podem ser
    escolhidas (são os «santuários»), embora uma captura de coluna inteira (T9) limpe na
    mesma uma cabeça dessa coluna; cada escolha é uma decisão à parte, mesmo quando forçada,
    a jogada acaba quando não resta nada para escolher, e a regra T12 é verificada depois
    das escolhas.
rule-T11 = Todas as pedras capturadas saem do jogo.
rule-T12 =
    A partida acaba quando o jogador a quem cabe jogar não pode fazer jogada nenhuma. Ganha
    o outro jogador, que ainda tem pedras no tabuleiro: tradicionalmente, não há empates.
rule-T13 =
    Nesta aplicação, por precaução, uma posição que surja pela terceira vez (C7) acaba a
    partida empatada, e o resultado indica que isso fica fora das regras tradicionais. A
    pontuação é então a contagem das pedras capturadas.
rule-T14 =
    Opção (uma variante regional registada por Matthews): a captura bónus leva 2 casas (por
    omissão), 1 ou 3.
rule-T15 =
    Opção: duas cabeças para cada jogador (por omissão), ou uma só cabeça, a casa da ponta
    da fila exterior (a última casa da fila 1 para Sul, a4 para Norte), que começa então com
    3 pedras em vez de 2.
rule-T16 = Opção: o tabuleiro tem 21 colunas (por omissão) ou menos: 6, 8, 12, 15 ou 18.

rule-C1 =
    Dois jogadores: Sul, { $south-at } no tabuleiro, e Norte, { $north-at }. Sul joga sempre
    primeiro (as fontes não dizem quem começa; esta é a convenção habitual).
rule-C2 =
    As casas são nomeadas tal como Sul vê o tabuleiro: as colunas levam as letras a, b, c, …
    { $forward } e as filas são numeradas a partir do lado de Sul, pelo que uma casa se
    escreve c1, l3 ou u4. Nos tabuleiros de duas filas, a fila 1 é de Sul e a fila 2 de
    Norte; nos de quatro filas, as filas 1 e 2 são a fila de trás e a da frente de Sul, e as
    filas 3 e 4 a da frente e a de trás de Norte.
rule-C3 =
    Toda a sementeira segue no sentido contrário ao dos ponteiros do relógio, seja qual for
    a orientação do tabuleiro. Nos tabuleiros de duas filas, as sementes seguem na fila 1
    { $forward } e depois na fila 2 { $back }, num só anel que passa por todas as casas; nos
    de quatro filas, cada jogador só semeia à volta das suas duas filas (Sul: fila 1
    { $forward }, depois fila 2 { $back }; Norte: fila 3 { $forward }, depois fila 4
    { $back }).
rule-C4 =
    Sementes, pedras, vacas (as ayla do Goré) e matombo (Tsoro) são nomes das mesmas peças
    de jogo. Nunca se semeia para dentro de um celeiro.
rule-C5 =
    Uma volta é a sementeira de uma mão-cheia. Nos jogos com estafeta, uma jogada pode ter
    várias voltas seguidas; a aplicação anima cada volta e mostra cada mão-cheia a ser
    levantada.
rule-C6 =
    No Anywoli e no Bao Kigogo, uma sementeira poderia dar voltas para sempre; nesta
    aplicação não é permitida uma jogada que nunca acabaria, mas as jogadas longas que
    acabam nunca são interrompidas. Um jogador cujas sementeiras sejam todas intermináveis
    não tem nenhuma sementeira possível: passa no Anywoli e perde no Bao Kigogo, e os passos
    de uma só semente continuam proibidos enquanto alguma das suas casas tiver duas ou mais.
    Uma sementeira do Tsoro nunca é interminável, porque o jogador pode parar na primeira
    cabeça ocupada a que chega; só uma cadeia de escolhas «Continuar a semear» poderia não
    ter fim, e a regra da repetição (C7) põe-lhe termo.
rule-C7 =
    Quando um jogo não tem regra própria para acabar uma partida interminável, esta acaba à
    terceira vez que surge a mesma posição, e a regra de fim desse jogo dá o resultado (o
    Bao Kigogo é mais estrito: empate à primeira repetição). Aqui, uma posição é o
    tabuleiro, o dono de cada casa, as quantidades capturadas, quem joga e qualquer decisão
    pendente com os seus pormenores; a posição inicial e as posições à espera de uma decisão
    também contam, mas o histórico, como as ofertas passadas do Goré ou o registo das
    capturas do Anywoli, não conta.
rule-C8 =
    Nenhuma regra cria nem destrói sementes: as sementes no tabuleiro, na mão, capturadas e
    fora de jogo somam sempre o total da partida (os pagamentos das trocas do Goré devolvem
    vacas capturadas ao tabuleiro).

## As palavras do tabuleiro
player-south = Sul
player-north = Norte
head = cabeça

## As recusas do motor (as mesmas palavras da linha de comandos)
error-unknown-game = jogo desconhecido «{ $value }» (esperava-se { $ids } ou { $last })
error-unknown-option = opção desconhecida «{ $key }» para o jogo { $game }
error-bad-value =
    valor inválido «{ $value }» para a opção { $key } do jogo { $game } (permitidos:
    { $allowed })
error-malformed-option = a opção «{ $value }» não está escrita como chave=valor
illegal-game-over = a partida acabou
illegal-not-awaited = essa jogada não é esperada agora
illegal-not-yours = essa casa não é de quem joga
illegal-too-few = essa casa não tem o suficiente para semear
illegal-must-feed =
    o adversário não tem sementes: é obrigatória uma jogada que o alimente (U6)
illegal-endless = essa sementeira nunca acabaria (C6)
illegal-cannot-pass = só é permitido passar quando não é possível semear
illegal-offer-size = uma oferta indica de 1 a 3 das tuas casas (G5)
illegal-offer-keeps-none = tens de ficar com pelo menos uma casa (G5)
illegal-offer-too-dear =
    o adversário tem { $has } vacas capturadas e não poderia pagar { $need } (G5)
illegal-offer-again = não podes oferecer em duas jogadas seguidas (G5)
illegal-single-while-big =
    uma semente sozinha só se pode mover quando nenhuma casa tem duas ou mais (B6)
illegal-single-into-occupied = uma semente sozinha só pode avançar para uma casa vazia (B6)
illegal-single-while-big-tsoro =
    uma pedra sozinha só se pode mover quando nenhuma casa tem duas ou mais (T8)
illegal-single-into-occupied-tsoro =
    uma pedra sozinha só pode avançar para uma casa vazia (T8)
illegal-pick-not-enemy = uma escolha bónus leva uma das casas do adversário (T10)
illegal-pick-head = as cabeças do adversário não podem ser escolhidas (T10)
illegal-pick-empty = não se pode escolher uma casa vazia (T10)

## Porque acabou uma partida
end-fewer-than-three = todas as casas têm menos de três vacas
end-starved = { $player } não tem sementes para semear
end-all-captured = todas as sementes capturadas
end-last-four = só restavam as quatro últimas sementes
end-wiped = { $player } ficou sem sementes: todas capturadas
end-immobilised = { $player } não pode jogar
end-repetition = posição repetida três vezes
end-bao-repetition = repetição de uma posição
end-repetition-safeguard =
    posição repetida três vezes (salvaguarda do motor, não regra tradicional)

## Os parâmetros do endereço
query-lang = idioma desconhecido «{ $value }» (en, tr, az, sw, fr ou pt); a usar o do navegador
query-game = { $error }; a mostrar Goré em vez disso
query-flag = { $key }={ $value }: esperava-se 1 ou 0; a usar 0
query-ply = ply «{ $value }» não é um número de jogadas; a mostrar a última
query-mode =
    modo desconhecido «{ $value }» (play, view, edit, learn ou puzzle); a usar o modo de
    jogo
query-theme = tema desconhecido «{ $value }» (light, dark ou auto); a seguir o sistema
query-player =
    jogador desconhecido «{ $value }» para { $key } (human, beginner, easy, medium ou
    hard); a usar { $default }
query-speed =
    velocidade desconhecida «{ $value }» (slow, normal, fast ou instant); a usar normal
query-option = { $error }; a usar o valor predefinido

## O seletor de jogos
games = Jogos
two-players = Dois jogadores
play-computer = Jogar contra o computador
seat-human = Humano
seat-beginner = Computador: Principiante
seat-easy = Computador: Fácil
seat-medium = Computador: Médio
seat-hard = Computador: Difícil
seat-random = Computador: Aleatório
seat-greedy = Computador: Guloso
speed = Velocidade
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
speed-instant = instantânea
auto-turn = Virar o tabuleiro para o jogador da vez
language = Idioma
theme = Tema
theme-auto = como o sistema
theme-light = claro
theme-dark = escuro
option-default = { $value } (predefinido)
option-pits = Casas por fila
option-seeds = Sementes por casa
option-last_four = Últimas quatro vão para (A9)
option-last_four-penultimate = o jogador que capturou antes delas
option-last_four-first_last_seed = o primeiro jogador a capturar com uma última semente
option-columns = Colunas
option-bonus = Casas bónus
option-heads = Cabeças (T15)
option-heads-2 = duas cabeças
option-heads-1 = uma cabeça, que começa com 3 pedras

## A barra de decisão: avisos e botões
button-skip = Saltar para o fim
button-confirm-offer = Fazer esta oferta
button-cancel-offer = Cancelar
button-offer = Oferecer uma troca…
button-pass = Passar a vez
button-accept = Aceitar a oferta
button-decline = Recusar
button-continue = Continuar a semear
button-stop = Parar aqui
view-position = Uma posição
view-start = O início de uma partida de { $n } jogadas
view-start.one = O início de uma partida de { $n } jogada
view-after = Depois da jogada { $k } de { $n }
view-over = { $after }: a partida terminou.
view-to-move = { $after }: é a vez de { $player }.
sowing = A semear… { $caption }
level-beginner = principiante
level-easy = fácil
level-medium = médio
level-hard = difícil
level-random = aleatório
level-greedy = guloso
computer-thinking = { $player } (computador, { $level }) está a pensar…
computer-paused =
    Em pausa: é a vez de { $player } (computador, { $level }). Continua, ou avança uma
    jogada.
prompt-trade-response =
    { $offerer } oferece { $pits } a { $player }. Aceitar custa a { $player } { $price }
    vacas capturadas ({ $each } em cada casa); recusar faz de uma vitória de { $player }
    uma vitória sem glória (G8).
prompt-head-choice =
    A última pedra de { $player } chegou à cabeça { $pit }, que tem { $n } pedras:
    levantá-las e continuar, ou parar aqui (T6)?
prompt-head-choice.one =
    A última pedra de { $player } chegou à cabeça { $pit }, que tem { $n } pedra:
    levantá-la e continuar, ou parar aqui (T6)?
prompt-bonus-pick =
    Captura bónus (T10): { $player }, escolhe mais { $n } das casas de { $opponent } (nem
    cabeças, nem vazias).
last-move = Última jogada: { $move }.
prompt-pass = { $player } não tem nada para semear e tem de passar.
prompt-must-feed =
    A fila de { $opponent } está vazia: { $player } tem de escolher uma jogada que a
    alimente (U6).
prompt-move = Vez de { $player }: escolhe uma casa destacada.
offer-choose = Clica em 1 a { $max } das tuas casas para as oferecer.
offer-refused = Não é possível: { $reason }.
offer-none-chosen = nenhuma escolhida
prompt-offer =
    { $player }, oferece casas a { $opponent }: { $pits } — preço { $k } × { $each } =
    { $price } das { $has } vacas capturadas de { $opponent }.

## Cada passo de uma sementeira, e uma jogada resumida
event-lift = levanta { $n } de { $pit }
event-relay = estafeta: levanta { $n } de { $pit }
event-drop = deixa uma em { $pit }
event-skip-origin = salta a casa de partida { $pit } (U4)
event-skip-full = salta { $pit }, que tem 17 (U5)
event-capture = { $player } captura { $n } de { $pit }
event-offer = { $player } oferece { $pits }
event-accept = { $player } aceita a oferta
event-owner = { $pit } passa a pertencer a { $player }
event-payment = { $player } paga { $n } em { $pit }
event-decline = { $player } recusa a oferta
event-pass = { $player } passa a vez
event-extra = { $player } tem uma jogada extra
event-head = chega à cabeça { $pit }, que tem { $n }
event-continue = continua a partir de { $pit }
event-stop = para em { $pit }
event-sweep = { $player } recebe { $n } de { $pit }
event-game-over = fim da partida
summary-pass = { $player } não tem nada para semear e passa a vez
summary-extra =
    { $player } capturou quatro com a última semente e tem uma jogada extra (A5)
summary-laps = { $n } voltas
summary-sowed = { $player } semeou { $pit }
summary-captured = { $player } capturou { $n }

## Mensagens e avisos
position-refused = { $error }; a começar da posição inicial em vez disso
token-unknown = «{ $token }» não é uma jogada deste jogo
moves-refused =
    moves: jogada { $k } «{ $token }»: { $error }; a mostrar a partida antes dela
ply-beyond = ply { $ply }: a partida tem { $n } jogadas; a mostrar a última
ply-beyond.one = ply { $ply }: a partida tem { $n } jogada; a mostrar a última
computer-unavailable =
    O computador não pode jogar nesta página ({ $why }); aqui, os dois lados jogam-se à
    mão.
record-loaded = Registo carregado.
record-refused =
    Não é possível carregar este registo: { $error }. A partida no tabuleiro mantém-se.
hint-says = Sugestão (nível Difícil): { $input }.
computer-failed = O computador não conseguiu escolher: { $error }.
computer-turn = É a vez de { $player }: joga o computador ({ $level }).
wait-computer = Espera pelo computador.
wait-sowing = Espera que a sementeira acabe, ou salta-a.
input-refused = «{ $input }» não é permitido: { $error }.
offer-own-pits = Só podes oferecer as tuas próprias casas.
offer-at-most = Uma oferta tem, no máximo, três casas (G5).
record-line-reads = { $error } (a linha diz: { $line })

## Controlos do jogo
picks-left = Escolhas restantes: { $n }
nav-first = O início (Home)
nav-prev = Uma jogada atrás (←)
nav-next = Uma jogada à frente (→)
nav-last = O fim (End)
hint = Sugestão
hint-title = Mostrar o que o computador escolheria no nível Difícil
go-on = ▶ Continuar
pause = ⏸ Pausa
step = Avançar
step-title = Deixar o computador tomar uma decisão
undo = ↶ Anular
undo-title = Anular a última jogada
redo = ↷ Refazer
redo-title = Refazer a jogada anulada
new-game = Nova partida
share = Partilhar
share-title =
    Uma ligação para esta partida neste ponto: envia-a a um amigo, que continua a jogar a
    partir daqui
share-box = Partilhar esta partida
share-copied =
    Ligação copiada. Envia-a ao teu amigo: ao abri-la, a partida continua na vez do
    jogador seguinte.
share-copy-by-hand =
    Copia esta ligação e envia-a ao teu amigo: ao abri-la, a partida continua na vez do
    jogador seguinte.
share-copying = A copiar a ligação…
close = Fechar

## A caixa do registo da partida
record = Registo da partida
record-copy = Copiar
record-download = Descarregar .txt
record-copied = Copiado.
record-copy-refused = A cópia foi recusada aqui: seleciona o texto acima e copia-o.
record-paste = Carregar um registo (cola-o aqui):
record-load = Carregar
record-file = ou abre um ficheiro:

## O tabuleiro, para leitores de ecrã
pit-label = casa { $pit }, { $amount }, { $player }
pit-label-head = cabeça { $pit }, { $amount }, { $player }
store-label = { $player }, { $store }: { $n }
in-hand = { $n } na mão
board-label = Tabuleiro de { $game }

## Lista de jogadas, resultado, regras e painéis «Sobre»
moves = Jogadas
no-moves = Ainda não há jogadas. Sul começa (C1).
result-no-glory = { $player } ganha — uma vitória sem glória (G8)
result-wins = { $player } ganha
result-draw = Empate
match-points = Pontos do encontro nesta partida: Sul { $south }, Norte { $north }.
match-total = Encontro após { $n } partidas: Sul { $south }, Norte { $north }.
match-total.one = Encontro após { $n } partida: Sul { $south }, Norte { $north }.
result-score = Sul { $south } — Norte { $north }
next-match-game = Partida seguinte do encontro
play-again = Jogar outra vez
rules-of = Regras de { $game }
about-title = Sobre { $game }

## O resultado na linha de estado e o que fazer a seguir (issue 24); o resultado
## lê-se do lado do leitor («17–31»: o leitor tem 17), senão do lado de Sul
status-you-won = Ganhaste por { $score }
status-computer-won = O computador ganhou por { $score }
status-draw = Empate: { $score }
status-player-won = { $player } ganhou por { $score }
status-you-resigned = Desististe: o computador ganhou por { $score }
status-player-resigned = { $player } desistiu: { $winner } ganhou por { $score }
status-no-glory = { $result } — uma vitória sem glória (G8)
status-and-match = { $result }. { $match }
try-level-beginner = Joga no nível Principiante
try-level-easy = Joga no nível Fácil
try-level-medium = Joga no nível Médio
try-level-hard = Joga no nível Difícil
level-up-title =
    Ganhaste: nova partida contra um computador mais forte, que fica como o teu nível
    neste jogo
level-down-title =
    Nova partida contra um computador mais brando, que fica como o teu nível neste jogo
auto-pass-you = Não tens jogada: a passar a vez…
auto-pass = { $player } não tem jogada: a passar a vez…

## A página à volta do jogo
rules = Regras
about = Sobre
crash =
    Desculpa: o jogo encontrou um erro interno e parou. <a href="">Recarrega a página</a>
    para recomeçar.
record-url-refused = record: { $error }; a mostrar uma nova partida em vez disso
lang-failed = Não foi possível carregar os textos em { $language }; a mostrar em inglês.
open-full = Abrir o jogo completo ↗
open-full-blocked =
    Esta página incorporada não pode abrir novos separadores. Copia este endereço para
    abrir o jogo completo:

## Um registo que não se consegue ler (as mesmas palavras da linha de comandos, em inglês)
record-at-line = linha { $line }: { $what }
record-malformed-header = um cabeçalho escreve-se [Chave "valor"]
record-header-after = um cabeçalho depois das jogadas (os cabeçalhos vêm primeiro)
record-unclosed-comment = o comentário aberto por '{' nunca é fechado
record-stray-brace = '}' não fecha nenhum comentário
record-missing-header = falta o cabeçalho { $key }
record-header = cabeçalho { $key }: { $fault }
record-header-twice = aparece duas vezes
record-option-missing = falta a opção { $key } (cada opção tem de ser escrita)
record-option-twice = a opção { $key } aparece duas vezes
record-bad-result = «{ $value }» não é S, N, draw nem *
record-bad-date = «{ $value }» não é uma data escrita AAAA-MM-DD
replay-token = jogada { $k } «{ $token }»: { $error }
replay-illegal = a jogada { $k } «{ $token }» é ilegal: { $error }

## Uma posição que não se consegue carregar (as mesmas palavras da linha de comandos, em inglês)
setup-json = a posição não é JSON válido: { $detail }
setup-bad = posição inválida: { $detail }
setup-not-object = esperava-se um objeto
setup-rows-missing = o campo rows é obrigatório
setup-not-rows = { $name } tem de ser uma lista de filas
setup-row-count = { $name } tem de ter { $want } filas, não { $got }
setup-row-not-array = { $name }[{ $i }] tem de ser uma lista
setup-row-length = { $name }[{ $i }] tem de ter { $want } casas, não { $got }
setup-not-count =
    rows[{ $i }][{ $c }] tem de ser um número inteiro de sementes, não { $value }
setup-pit-over-total =
    a casa { $pit } tem { $n } sementes, mais do que as { $total } do jogo
setup-pit-over-limit =
    a casa { $pit } tem { $n } sementes; nenhuma casa de { $game } pode ter mais de
    { $limit } (U5)
setup-not-side = owners[{ $i }][{ $c }] tem de ser "S" ou "N", não { $value }
setup-owner-fixed =
    a casa { $pit } não pode pertencer a { $player }: só as casas de Goré mudam de dono
setup-captured-not-object = captured tem de ser um objeto {"S": n, "N": n}
setup-captured-key = captured tem uma chave desconhecida "{ $key }"
setup-captured-count = captured.{ $key } tem de ser um número inteiro, não { $value }
setup-to-move = to_move tem de ser "S" ou "N", não { $value }
setup-too-many =
    a posição tem { $total } sementes (no tabuleiro e capturadas), mais do que as
    { $opening } do jogo
setup-unloadable =
    awaiting "{ $value }" não pode ser carregado: os seus detalhes não estão no objeto
setup-awaiting = awaiting tem de ser "move", não { $value }
setup-awaiting-bonus = awaiting tem de ser "move" ou "bonus_pick", não { $value }
setup-side-beyond =
    { $player } tem { $has } sementes, mais do que as { $start } com que cada lado
    começa; em { $game } nenhuma semente passa para o outro lado, por isso nenhuma
    partida chega a esta posição

## Teclado e leitor de ecrã
# Cada jogada dita uma vez, depois de jogada, para os leitores de ecrã: «Sul
# semeou c1, 2 voltas, capturou 4 de d2, 2 de c2.»
say-sow = { $player } semeou { $pit }
say-pick = { $player } tirou { $n } de { $pit } na captura bónus
say-offer = { $player } ofereceu { $pits }
say-accept = { $player } aceitou a oferta
say-decline = { $player } recusou a oferta
say-continue = { $player } continuou a partir da cabeça { $pit }
say-stop = { $player } parou na cabeça { $pit }
say-pass = { $player } passou a vez
say-taken = { $n } de { $pit }
say-captured = capturou { $list }
say-paid-item = { $n } em { $pit }
say-paid = pagou { $list }
say-head = chegou à cabeça { $pit }, que tem { $n }
# As contagens do tabuleiro, a pedido: «Sul: a1 3, b1 0; Norte: a2 6; vacas
# capturadas: Sul 4, Norte 2.»
read-side = { $player }: { $pits }
read-stores = { $store }: { $south } { $s }, { $north } { $n }
read-board = Ler o tabuleiro
read-board-title = Ouvir todas as contagens do tabuleiro e das capturadas (tecla R)
keys-help =
    As setas passam de casa em casa, Enter ou Espaço escolhe uma, R lê o tabuleiro.

## Acessibilidade (axe)
legend-marks =
    As casas de Norte têm rebordo tracejado, as de Sul contínuo; um anel claro assinala
    as casas que podes jogar.
legend-heads = Um anel dourado tracejado assinala cada cabeça (T2).

## Anular e refazer, narrados
narration-undone = Anulado: é a vez de { $player }.
narration-redone = Jogado outra vez: { $sentence }

## issue 14: partidas guardadas, não perdidas
prompt-looking-back = A ver a jogada { $k }: a partida espera até voltares a ela.
game-kept =
    A tua partida de { $game } ({ $n } jogadas) ficou guardada: escolhe { $game } outra
    vez para voltar a ela.
game-kept.one =
    A tua partida de { $game } ({ $n } jogada) ficou guardada: escolhe { $game } outra
    vez para voltar a ela.
game-restored = A tua partida voltou tal como a deixaste.
new-game-kept =
    Nova partida. A que deixaste está guardada: «Voltar à minha partida» regressa a ela.
resume-game = Voltar à minha partida
resume-game-title =
    Pôr de novo no tabuleiro a partida que deixaste (esta fica guardada no lugar dela)
## issue 14: palavras para quem começa (objetivo, como jogar, ligações às regras, sugestão, resultado)
goal-gore =
    Objetivo: acabar com mais vacas do que o adversário. Capturas quando a tua última
    vaca deixa uma casa dele com exatamente 2 ou 4.
goal-urim =
    Objetivo: acabar com mais sementes do que o adversário. Capturas quando a tua última
    semente deixa uma casa dele com exatamente 2 ou 3.
goal-anywoli =
    Objetivo: acabar com mais sementes do que o adversário. Uma casa que fica com exatamente
    4 é capturada: por ti, com a última semente, senão pelo dono.
goal-bao-kigogo =
    Objetivo: capturar todas as sementes do adversário ou deixá-lo sem jogadas. Acabar
    numa casa vazia da fila da frente captura a coluna inteira oposta.
goal-tsoro =
    Objetivo: deixar o adversário sem jogadas. Acabar numa casa vazia da fila interior
    captura a coluna inteira oposta, mais casas bónus.
how-to-play = Como jogar
rules-numbered = As regras numeradas ({ $n })
rules-numbered-common = As regras comuns aos cinco jogos ({ $n })
rule-link-title = Mostrar a regra { $id } no painel das regras
howto-gore-1 =
    2 filas de 4 casas, 6 vacas em cada. A fila 1 é de Sul, a fila 2 de Norte; Sul
    começa.
howto-gore-2 =
    Na tua vez, levanta todas as vacas de uma das tuas casas e semeia-as uma a uma, no
    sentido contrário ao dos ponteiros do relógio, pelas 8 casas.
howto-gore-3 =
    Se a tua última vaca deixar uma casa do adversário com exatamente 2 ou 4, capturas
    essa casa e as casas seguidas com 2 ou 4 de cada lado.
howto-gore-4 =
    Em vez de semear, podes oferecer 1 a 3 das tuas casas; quem as recebe paga 6 vacas
    capturadas em cada uma.
howto-gore-5 =
    Quando todas as casas têm menos de 3, cada dono fica com as vacas das suas casas:
    ganha quem tiver mais vacas.
howto-urim-1 =
    2 filas de 6 (ou 7) casas, 3 sementes em cada. Sul é dono da fila { $south-adj } e
    do celeiro { $last-adj }, Norte dos outros; Sul começa.
howto-urim-2 =
    Na tua vez, levanta todas as sementes de uma casa tua e semeia-as no sentido
    contrário ao dos ponteiros do relógio, uma por casa, nunca num celeiro.
howto-urim-3 =
    Se a tua última semente deixar uma casa do adversário com exatamente 2 ou 3,
    capturas essa casa e as casas dele logo atrás dela que tenham 2, 3 ou 4.
howto-urim-4 =
    Se a fila do adversário estiver vazia, tens de a alimentar, se puderes; nenhuma casa
    pode ter mais de 17.
howto-urim-5 =
    Quando o jogador da vez não tem sementes, cada jogador fica com as da sua fila: quem
    tiver mais ganha pontos do encontro.
howto-anywoli-1 =
    2 filas de 12 casas, 4 sementes em cada. A tua fila e um celeiro são teus; Sul
    começa.
howto-anywoli-2 =
    Na tua vez, semeia uma casa tua no sentido contrário ao dos ponteiros do relógio; se
    a última semente cair numa casa ocupada, levanta-a e continua a semear.
howto-anywoli-3 =
    Uma última semente que deixe uma casa com exatamente 4 captura as quatro para ti, e
    tens uma jogada extra.
howto-anywoli-4 =
    Qualquer outra semente que deixe uma casa com exatamente 4 captura as quatro para o
    dono dessa casa; sem sementes na tua fila, passas a vez.
howto-anywoli-5 =
    A partida acaba quando todas as sementes estão capturadas ou só restam quatro (vão
    para quem capturou por último): ganha quem tiver mais.
howto-bao-kigogo-1 =
    4 filas de 12 casas, 2 sementes em cada, exceto em duas. Tens duas filas, a da
    frente e a de trás; Sul começa.
howto-bao-kigogo-2 =
    Na tua vez, levanta uma casa com 2 ou mais sementes e semeia à volta das tuas duas
    filas; se caíres numa casa ocupada, levanta-a e continua a semear.
howto-bao-kigogo-3 =
    Se acabares numa casa vazia da tua fila da frente, capturas a casa oposta do
    adversário, na fila da frente dele, e a que está atrás dela.
howto-bao-kigogo-4 =
    Só quando todas as tuas casas têm uma única semente podes mover uma semente um
    passo, para a casa seguinte, se estiver vazia.
howto-bao-kigogo-5 =
    Ganhas se capturares todas as sementes do adversário ou o deixares sem jogadas; uma
    posição repetida dá empate.
howto-tsoro-1 =
    4 filas de casas, 2 pedras em cada casa das filas exteriores, filas interiores
    vazias. As duas filas do teu lado são tuas; Sul começa.
howto-tsoro-2 =
    Na tua vez, levanta uma casa com 2 ou mais pedras e semeia à volta das tuas duas
    filas; se caíres numa casa ocupada, levanta-a e continua a semear.
howto-tsoro-3 =
    Duas casas numa ponta de cada fila exterior são cabeças (as de Sul estão
    { $last-at }): se caíres numa cabeça ocupada, escolhes continuar ou parar.
howto-tsoro-4 =
    Se acabares numa casa vazia da tua fila interior, capturas a coluna inteira oposta
    do adversário, mais 2 outras casas dele à escolha (não cabeças).
howto-tsoro-5 = Perde o jogador que não puder jogar.
dir-lr = da esquerda para a direita
dir-rl = da direita para a esquerda
dir-tb = de cima para baixo
dir-bt = de baixo para cima
## Lugares no tabuleiro tal como está desenhado (src/ui/texts/places.rs): os textos
## dizem { $south-at }, { $last-to }… e recebem estas palavras para o tabuleiro
## desenhado (deitado, de pé num telemóvel, virado). Cada uma nomeia o seu lado.
place-at-bottom = em baixo
place-at-top = em cima
place-at-left = à esquerda
place-at-right = à direita
place-adj-bottom = de baixo
place-adj-top = de cima
place-adj-left = da esquerda
place-adj-right = da direita
place-to-bottom = para baixo
place-to-top = para cima
place-to-left = para a esquerda
place-to-right = para a direita
place-from-bottom = a partir de baixo
place-from-top = a partir de cima
place-from-left = a partir da esquerda
place-from-right = a partir da direita

## Um número de peças de cada jogo (lang/GLOSSARY.md)
pieces-gore = { $n } vacas
pieces-gore.one = { $n } vaca
pieces-urim = { $n } sementes
pieces-urim.one = { $n } semente
pieces-anywoli = { $n } sementes
pieces-anywoli.one = { $n } semente
pieces-bao-kigogo = { $n } sementes
pieces-bao-kigogo.one = { $n } semente
pieces-tsoro = { $n } pedras
pieces-tsoro.one = { $n } pedra
playing = { $what }…
playing-step = { $what }… { $caption }
playing-offer =
    { $player } oferece { $pits } a { $opponent } por { $price } vacas capturadas (G5)
playing-accept =
    { $player } aceita: as casas passam a ser de { $player }, pagas com { $each } vacas
    capturadas cada uma (G7)
playing-decline =
    { $player } recusa a oferta: uma vitória de { $player } será agora uma vitória sem
    glória (G8)
playing-stop = { $player } para na cabeça { $pit } e termina a jogada (T6)
playing-continue = { $player } levanta a cabeça { $pit } e continua a semear (T6)
playing-pass = { $player } não tem nada para semear e passa a vez
playing-pick = { $player } escolhe uma casa bónus (T10)
why-fewer-than-three = Todas as casas tinham menos de três vacas, o que termina a partida (G12).
why-starved = { $player } já não tinha sementes para semear, o que termina a partida (U10).
why-all-captured = Todas as sementes tinham sido capturadas, o que termina a partida (A8).
why-last-four = Só restavam quatro sementes no tabuleiro, o que termina a partida (A8).
why-wiped =
    Todas as sementes de { $player } foram capturadas, por isso { $player } perdeu (B10).
why-immobilised =
    { $player } não podia fazer nenhuma jogada, e um jogador que não pode jogar perde
    ({ $rule }).
why-repetition =
    A mesma posição surgiu pela terceira vez, por isso a partida foi parada aí (C7).
why-bao-repetition =
    Uma posição repetiu-se, o que termina a partida de Bao Kigogo com empate (B11).
why-safeguard =
    A mesma posição surgiu pela terceira vez; esta aplicação dá então a partida por
    empatada, uma salvaguarda que não faz parte das regras tradicionais (T13).
left-gore =
    As { $n } vacas que restavam no tabuleiro ficaram para o dono de cada casa: Sul
    { $south }, Norte { $north } (G13).
left-gore.one =
    A última vaca no tabuleiro ficou para o dono da sua casa: Sul { $south }, Norte
    { $north } (G13).
left-urim =
    As { $n } sementes que restavam no tabuleiro foram para o jogador em cuja fila
    estavam: Sul { $south }, Norte { $north } (U11).
left-urim.one =
    A última semente no tabuleiro foi para o jogador em cuja fila estava: Sul { $south },
    Norte { $north } (U11).
left-anywoli = As últimas { $n } sementes no tabuleiro foram para { $player } (A9).
left-anywoli.one = A última semente no tabuleiro foi para { $player } (A9).
left-anywoli-rows =
    As { $n } sementes que restavam no tabuleiro foram para o jogador em cuja fila
    estavam: Sul { $south }, Norte { $north } (A11).
left-anywoli-rows.one =
    A última semente no tabuleiro foi para o jogador em cuja fila estava: Sul { $south },
    Norte { $north } (A11).
left-none = As { $n } sementes que restavam no tabuleiro não foram para ninguém.
left-none.one = A última semente no tabuleiro não foi para ninguém.
left-none-bao-kigogo =
    As { $n } sementes ainda no tabuleiro não vão para ninguém: só contam as capturas
    (B1).
left-none-bao-kigogo.one =
    A última semente no tabuleiro não vai para ninguém: só contam as capturas (B1).
left-none-tsoro =
    As { $n } pedras ainda no tabuleiro não vão para ninguém: só contam as capturas
    (T11).
left-none-tsoro.one =
    A última pedra no tabuleiro não vai para ninguém: só contam as capturas (T11).
## issue 14: notas da lista de jogadas, rever, botões da troca e da cabeça
note-captured = { $player } captura { $list }
note-bonus = captura bónus: { $list }
note-offer = { $player } oferece { $pits } por { $price }
note-accept = { $player } aceita { $pits } e paga { $price }
moves-entry-title = Mostrar o tabuleiro depois desta jogada
preview-showing =
    A ver a jogada { $k } ({ $player }: { $tokens }): o tabuleiro tal como ficou depois
    dela. Aqui não se pode jogar.
preview-back = Voltar à partida
preview-blocked = Estás a ver uma jogada anterior: volta à partida para jogar.
offer-why-not = Troca impossível agora: { $reason }
offer-why-too-dear =
    { $player } tem { $has } vacas capturadas, e uma troca exige pelo menos { $need } (G5)
button-keep-sowing = Continuar a semear: levantar { $n } de { $pit }
button-end-turn = Terminar a jogada aqui
option-traditional = { $value } (tradicional)

## Editor de posições (issue 12)
edit-position = Editar esta posição
edit-position-title = Abrir o editor de posições com o tabuleiro tal como está
editor-prompt =
    Editor de posições: clica numa casa para acrescentar uma; Shift+clique, clique
    direito ou um toque longo tira uma.
editor-prompt-owners =
    A mudar donos: clica numa casa para a dar ao outro jogador (G2). Clica de novo em
    «Mudar donos» para voltar às contagens.
editor-opening = Posição inicial
editor-clear = Tabuleiro vazio
editor-to-move = { $player } joga primeiro (trocar)
editor-owner-tool = Mudar donos
editor-close = Voltar à partida
editor-pile = { $player }, { $store }:
editor-pile-less = Menos uma para { $player }
editor-pile-more = Mais uma para { $player }
editor-count = Contagem em { $pit }:
editor-count-bad = A contagem de uma casa é um número inteiro de 0 a 250.
editor-keys =
    Teclas: as setas passam de casa em casa, Enter ou + acrescenta uma, - ou Retrocesso
    tira uma, 0 esvazia a casa, O muda o dono (Goré).
editor-check = O que dizem as regras sobre esta posição
editor-total =
    No tabuleiro { $board } + capturadas { $captured } = { $sum } das { $total } do jogo.
editor-rule-total =
    No máximo { $n } ao todo, no tabuleiro e capturadas: { $game } joga-se com { $n }.
editor-rule-limit = Nenhuma casa tem mais de { $n } sementes (U5).
editor-rule-sides =
    Nenhum lado tem mais do que as { $n } com que começa: em { $game } nada passa nunca
    para o outro lado.
editor-rule-owners-free = Cada casa pode ser de qualquer dos jogadores (G2).
editor-rule-owners-fixed = Cada casa pertence ao jogador da sua fila.
editor-ok = Esta posição pode ser jogada.
editor-over-at-once =
    Esta posição pode ser carregada, mas a partida acaba logo: o jogador da vez não pode
    continuar.
editor-out = Usar esta posição
editor-against = Jogar contra
editor-against-computer = o computador (médio)
editor-against-friend = um amigo neste dispositivo
editor-play-here = Jogar a partir daqui
editor-diagram = Descarregar o diagrama (SVG)
editor-edit-link = Ligação para editar:
editor-view-link = Ligação para incorporar numa wiki (só visualização):
editor-copy = Copiar
editor-copied = Copiado.
editor-copy-by-hand =
    O navegador recusou a área de transferência: seleciona o texto e copia-o à mão.
editor-json = A posição em JSON (para mancala apply --position)
editor-playing = Uma partida a partir da posição editada: jogas como Sul e é a tua vez.

## Tabuleiro de análise e revisão da partida (issue 12)
analyse = Analisar
analyse-title =
    Mostrar o valor que o computador dá a cada jogada possível do jogador da vez (a
    melhor vem assinalada)
review = Rever a partida
review-title = Analisar cada posição da partida e assinalar os erros
review-heading = Revisão da partida
review-running = A rever: { $k } de { $n } posições analisadas.
review-cancel = Cancelar
review-cancelled = Revisão interrompida após { $k } de { $n } posições.
review-chart =
    O valor para Sul após cada jogada: para cima é bom para Sul, para baixo para Norte
    (desenhado até { $clamp } para cada lado, no máximo).
review-mistakes = Erros (uma perda de { $amount } ou mais face à melhor jogada)
review-mistake =
    Jogada { $k }: { $player } escolheu { $played }; melhor seria { $best }. Experimenta
review-cost = Pelas contas do computador, custou { $loss } face à melhor jogada.
review-none = Sem erros: nenhuma jogada perdeu { $amount } ou mais face à melhor.
review-nothing = Ainda não há nada para rever: nenhuma jogada foi feita.
review-jumped =
    Antes da jogada { $k }: a melhor era { $best } (assinalada). Joga-a, ou usa Refazer
    para seguir a partida.
analysis-unavailable = A análise não está disponível: { $why }.
review-mistake-loses =
    Jogada { $k }: { $player } escolheu { $played }: isto perde a partida; melhor seria
    { $best }. Experimenta
review-mistake-misses-win =
    Jogada { $k }: { $player } escolheu { $played }: isto deixa escapar uma partida
    ganha; melhor seria { $best }, que leva a uma vitória forçada. Experimenta

## Lições e problemas (issue 13)
query-puzzle =
    «{ $value }» não é um número de problema (1, 2, …); a abrir o primeiro por resolver
puzzle-beyond = Não há problema { $n }: este jogo tem { $len }. Aqui está o primeiro.
course-loading = A carregar…
course-failed = Não foi possível carregar isto ({ $why }). Recarrega a página para tentar de novo.
course-no-help =
    Aqui não há sugestões, análise nem Refazer: a lição e os problemas são para
    descobrires sozinho.
learn-link = Aprender a jogar
puzzles-link = Problemas
learn-heading = Aprender a jogar { $game }
learn-step = Etapa { $k } de { $n }
learn-rule = Regra { $rule }
next-step = Seguinte
step-again = Recomeçar esta etapa
step-over = Etapa concluída: carrega em Seguinte para continuar.
lesson-over = A lição acabou: joga uma partida ou recomeça a lição.
lesson-done =
    Muito bem: viste todas as regras de { $game }. Agora joga uma partida inteira contra
    o computador no nível Principiante.
play-beginner = Jogar contra o Principiante
lesson-again = Recomeçar a lição
puzzle-heading = Problema { $n } de { $len }
puzzle-level-easy = fácil
puzzle-level-medium = médio
puzzle-level-hard = difícil
puzzle-task-capture = Vez de { $player }: captura o máximo que puderes numa só jogada.
puzzle-task-best = Vez de { $player }: encontra a melhor jogada.
puzzle-task-win = Vez de { $player }: ganha em duas jogadas, seja qual for a resposta.
puzzle-task-win1 = Vez de { $player }: ganha a partida com esta jogada.
puzzle-task-decide = Cabe a { $player } decidir: faz a melhor escolha.
puzzle-answering = O outro lado responde…
puzzle-right =
    Certo: { $token } é a melhor resposta (vale { $value } segundo a análise do
    computador).
puzzle-wrong = Não é a melhor: { $token } vale { $yours }, { $best } vale { $value }.
puzzle-wrong-later = Não é a melhor: { $token }. Aqui, { $best } era melhor.
puzzle-line = A melhor sequência de jogadas: { $line }
puzzle-progress = Resolvidos: { $k } de { $n }
puzzle-solved-mark = resolvido
next-puzzle = Problema seguinte
puzzle-again = Tentar de novo
puzzle-right-win = Certo: { $token } leva a uma vitória forçada.
puzzle-wrong-win =
    Não é a melhor: { $token } vale { $yours }, enquanto { $best } leva a uma vitória
    forçada.
puzzle-over = Este problema acabou: tenta de novo ou passa ao seguinte.
course-next = Lê o que aconteceu acima e continua com o botão que lá está.
course-other = O mesmo para:
course-play = Jogar { $game }

## issue 24: desistir contra o computador (o resultado, o botão, os registos)
end-resigned = { $player } desistiu
why-resigned =
    { $player } desistiu, por isso { $winner } ganha. Com «Anular», a desistência fica
    sem efeito.
narration-resigned = { $player } desistiu. { $winner } ganha.
resign = Desistir
resign-title = Desistir desta partida: o computador ganha (com «Anular», fica sem efeito)
record-resigned-result =
    { $player } desistiu, por isso o cabeçalho Result é { $winner }, não «{ $value }»

## As secções da página (issue 24): as definições e o menu dos outros controlos
settings = Definições
more = Mais
skip-to-board = Saltar para o tabuleiro

## De que lado está o leitor, até à sua primeira jogada (issue 24)
your-side-south = Jogas como Sul: as tuas casas estão { $south-at }.
your-side-north = Jogas como Norte: as tuas casas estão { $north-at }.

## Issue 25: as jogadas por palavras
# Uma jogada como expressão curta no infinitivo, em minúsculas, a seguir a
# «Sugestão (nível Difícil):» ou entre aspas (`ui::texts::input_words`);
# nunca o código da jogada.
input-sow = semear { $pit }
input-pick = escolher { $pit }
input-pass = passar a vez
# Uma oferta de várias casas, depois de uma só (em português, a mesma forma).
input-offer = oferecer { $pits } a { $opponent }
input-offer-one = oferecer { $pits } a { $opponent }
input-accept = aceitar a oferta
input-decline = recusar a oferta
input-continue = continuar a semear a partir da cabeça { $pit }
input-stop = parar na cabeça { $pit }
# Os dois últimos de uma lista de casas: «a1, b1 e d1».
list-and = { $list } e { $last }
list-parts = { $list }; { $next }

## Issue 25: um problema falhado, nos termos do jogo
puzzle-missed = Não é a melhor: { $input }.
puzzle-allows =
    Permite a { $player } capturar { $list } ({ $rules }) com esta resposta: { $reply }.
puzzle-better = Melhor: { $input }.
puzzle-better-captures = Melhor: { $input }, que captura { $list } ({ $rules }).
puzzle-better-captures-wins =
    Melhor: { $input }, que captura { $list } ({ $rules }) e leva a uma vitória forçada.
puzzle-better-holds =
    Melhor: { $input }: depois disso, { $player } não pode capturar mais de { $n } de uma
    vez.
puzzle-better-safe =
    Melhor: { $input }: depois disso, { $player } não tem nada para capturar de imediato.
puzzle-better-wins = Melhor: { $input }, que leva a uma vitória forçada.
puzzle-values = Os valores do computador: { $best } { $value }, { $token } { $yours }.
puzzle-show-line = Ver a melhor sequência de jogadas
line-start = A melhor sequência de jogadas, { $n } jogadas: percorre-a com os botões.
line-at = Jogada { $k } de { $n }: { $words }
line-step = { $player } joga: { $input }.
line-step-captures = { $player } joga: { $input }; captura { $list } ({ $rules }).
line-close = Voltar ao problema

## Issue 25: a reprodução
# O botão na margem inferior do tabuleiro enquanto uma jogada é reproduzida:
# mostra logo o resto dessa jogada (`app::board_skip`).
board-skip = Saltar para o fim desta jogada

## Issue 26: o tabuleiro antes do wasm
# Mostrado sobre a imagem do tabuleiro enquanto o código do jogo descarrega
# (static/picture.js; escrito em static/picture-data.js por ui::picture).
picture-loading = A carregar o jogo…
picture-still-loading = Ainda a carregar: o jogo vai estar pronto dentro de momentos.
picture-failed =
    Não foi possível iniciar o jogo ({ $why }). Verifica a ligação à Internet e recarrega
    a página.
picture-reload = Recarregar
