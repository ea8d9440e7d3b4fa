# Katalogi ya Kiswahili: maneno yote ya ukurasa na ya `mancala diagram --lang sw`.
# Muundo (sehemu ndogo ya Fluent, husomwa na src/ui/texts/catalogue.rs):
#   ufunguo = maandishi       mstari mmoja
#   ufunguo =                 au mistari kadhaa, kila mmoja ukianza na nafasi 4,
#       maandishi yanaendelea huunganishwa kwa nafasi
#   { $jina }                 hoja, hujazwa na programu
#   ufunguo.one = …           umbo la idadi 1, pale tu umoja unapotofautiana
#                             (mf. shimo 1 / mashimo 2); vinginevyo umbo la kawaida
# Mistari inayoanza na # ni maoni. Kila ufunguo wa en.ftl lazima uwe hapa pia (jaribio
# la programu hukagua hilo); maumbo ya `.one` huongezwa pale yanapohitajika tu.

## Maelezo mafupi katika orodha ya michezo (si zaidi ya herufi 90)
tagline-gore =
    Côte d'Ivoire · 2 × 4 · kuteka ng'ombe 2 au 4, mashimo hubadilishwa kwa ng'ombe
    waliotekwa
tagline-urim =
    Kepuvede · 2 × 6 au 2 × 7 · kula mbegu 2 au 3 kama katika Oware, pointi za mashindano
tagline-anywoli =
    Ethiopia na Sudan Kusini · 2 × 12 · usambazaji mfululizo, kula mbegu 4, hatua za ziada
tagline-bao-kigogo =
    Tanzania · 4 × 12 · usambazaji mfululizo katika safu zako mbili, kula safu wima nzima
tagline-tsoro =
    Zimbabwe · 4 × 21 · usambazaji mfululizo, vichwa vya kusimama, kula safu wima na kwa
    ziada

## Jina la rundo la vilivyoliwa ubaoni
store-gore = ng'ombe waliotekwa
store-urim = ghala
store-anywoli = ghala
store-bao-kigogo = kete zilizoliwa
store-tsoro = mawe yaliyoliwa

## Dokezo la usambazaji chini ya ubao (sentensi moja)
hint-gore =
    Ng'ombe husafiri kinyume cha mzunguko wa saa katika mashimo yote 8: kwenye safu ya 1
    { $forward }, kisha kwenye safu ya 2 { $back }, na kuzunguka tena.
hint-urim =
    Mbegu husafiri kinyume cha mzunguko wa saa katika safu zote mbili (safu ya 1
    { $forward }, safu ya 2 { $back }), haziingii ghalani kamwe, na huruka shimo la kuanzia
    na kila shimo lenye mbegu 17 tayari.
hint-anywoli =
    Mbegu husafiri kinyume cha mzunguko wa saa katika mashimo yote 24 (safu ya 1
    { $forward }, safu ya 2 { $back }), na haziingii ghalani kamwe.
hint-bao-kigogo =
    Kila mchezaji husambaza kinyume cha mzunguko wa saa katika safu zake mbili tu: Kusini
    kwenye safu ya 1 { $forward } na safu ya 2 { $back }, Kaskazini kwenye safu ya 3
    { $forward } na safu ya 4 { $back }.
hint-tsoro =
    Kila mchezaji husambaza kinyume cha mzunguko wa saa katika safu zake mbili tu (Kusini:
    safu ya 1 { $forward }, kisha safu ya 2 { $back }; Kaskazini: safu ya 3 { $forward },
    kisha safu ya 4 { $back }), na jiwe la mwisho la mzunguko likiangukia kichwa chenye
    mawe, mchezaji anaweza kusimama hapo.
## Maelezo kuhusu mchezo (maneno 60 hadi 120)
about-gore =
    Tangu zamani ng'ombe wamekuwa alama ya utajiri, na Goré huvipa vipande vyake jina lao:
    huitwa ayla, yaani “ng'ombe”. Waguro, wanaojulikana pia kama Wakweni, wanaishi katikati
    ya Côte d'Ivoire, katika ukanda ambapo msitu unageuka kuwa savana, na ni maarufu kwa
    vinyago vyao vya kuchonga, kazi za mbao na vitambaa. Jordi Climent Tondo aliuandika
    mchezo huu mwaka 2009. Upekee wake ni kwamba ardhi huhama kutoka kwa mchezaji mmoja hadi
    mwingine wakati wa mchezo: mchezaji anaweza kumtolea mpinzani wake shimo moja hadi
    matatu, na anayeyakubali lazima aweke katika kila shimo ng'ombe sita kati ya wale
    aliowateka. Kukataa toleo huonekana kuwa ubahili, hivyo aliyekataa kisha akashinda
    hupata tu “ushindi usio na fahari”.
about-urim =
    Katika Brava, kisiwa kidogo kabisa kinachokaliwa na watu nchini Kepuvede, mchezo huu wa
    safu mbili huitwa Urim; kwingineko visiwani mchezo huohuo huitwa Ouri, Huri, Ourim, Òrè,
    Ori au Uril, na Wakepuvede waliupeleka hadi Angola pia. Ni wa familia ya Oware ya Afrika
    Magharibi. Wanaume huucheza kwenye mabenchi ya kuchonga, banco de ouri, kwa mbegu ngumu
    za kijivu ziitwazo ouris (Caesalpinia crista), na mbegu inayomaliza usambazaji ina jina
    lake, urin. Msemo wa Kikrioli huueleza ubao kuwa “midomo kumi na miwili, meno arobaini
    na manane”, ukikumbusha zamani, wakati kila shimo lilikuwa na mbegu nne. Mtafiti wa
    Kepuvede Elísio Romariz Santos Silva ndiye aliyeueleza mchezo kwa kina kwa mara ya
    kwanza, mwaka 1994.
about-anywoli =
    Safu mbili za mashimo kumi na mawili na mbegu 96 huufanya Anywoli kuwa mojawapo ya
    michezo ya safu mbili yenye ubao mkubwa zaidi barani Afrika. Huchezwa na Waanuak,
    watu wapatao 78,000 wa eneo la Gambela magharibi mwa Ethiopia na wa Sudan Kusini
    jirani (Akobo, Pochalla, Jokau), ambao huishi kwa uvuvi, kilimo na uwindaji kando ya
    mito. Kwa Kianuak jina hili lina maana ya “kuzaliwa” au “kuzaa”; shimo huitwa oto,
    mashimo mengi udi, yaani “nyumba”, na mbegu huitwa nyibaré, “watoto wa mchezo wa
    ubao”. Wachezaji hodari huwekeana mafumbo ya mwisho wa mchezo. Nje ya eneo hilo
    mchezo ulijulikana kupitia mwanahistoria Richard Pankhurst, aliyeandika kuhusu
    mchezo huo mwaka 1971.
about-bao-kigogo =
    Wagogo, wakulima na wafugaji wa uwanda kame wa kati wa Tanzania (Mkoa wa Dodoma),
    ndio wenye Bao Kigogo, bao la safu nne lililo sahili kuliko Bao la Kiswahili: halina
    nyumba wala namua, na vipande vyake huitwa kete. Tunalijua kupitia Martin Klamroth, mmisionari Mjerumani wa Kilutheri
    huko Mpapua (sasa Mpwapwa), aliyeliona likichezwa na kuchapisha sheria zake mwaka 1911
    katika Archiv für Anthropologie, kwenye makala “Afrikanische Brettspiele”. Jamaa zake ni
    Bao Kiarabu, jina la Kiswahili la pwani kwa Hawalis, Njombwa ya Msumbiji na michezo
    mingine ya safu nne yenye mfululizo ya mashariki na kusini mwa Afrika. Mwanzo si sawa
    kwa makusudi: shimo moja la pembeni la kila safu ya mbele huachwa tupu, hivyo mchezo
    huegemea upande mmoja tangu hatua ya kwanza.
about-tsoro =
    Tsoro ni jina ambalo Washona wa kaskazini-mashariki mwa Zimbabwe hulitumia kwa michezo
    ya ubao kwa jumla: linajumuisha drafti, mchezo wa kupanga vipande vitatu mstari mmoja
    (Tsoro Yemutatu) na mchezo wa vipande kumi na viwili (Tsoro Yemutwelve). Mchezo wa safu
    nne wa ukurasa huu una majina mahususi zaidi, Fuva au Imbwe, na J. B. Matthews ndiye
    aliyekuwa wa kwanza kuzipanga sheria zake kwa utaratibu, mwaka 1964. Mara nyingi
    wachezaji huchimba mashimo, magomba (moja huitwa gomba), moja kwa moja ardhini, na
    hucheza kwa mawe ya mtoni yaitwayo matombo, mbegu za porini au vifuniko vya chupa; ubao
    wa karatasi au wa mbao uliochongwa hutumika pia. Mashimo mawili ambapo mchezaji anaweza
    kuchagua kusimama ni vichwa, misoro (kimoja ni musoro, “kichwa”).
## Kidirisha cha sheria: kipengele kimoja kwa kila namba ya sheria ya docs/rules/

rule-G1 =
    Goré huchezwa kwenye safu 2 za mashimo 4 (a1–d1 ya Kusini, a2–d2 ya Kaskazini), kila
    shimo likiwa na ng'ombe 6 mwanzoni: 48 kwa jumla.
rule-G2 =
    Kila mchezaji huanza akimiliki mashimo manne ya safu yake, lakini umiliki ni wa kila
    shimo, si wa safu: baada ya mabadilishano unaweza kumiliki mashimo katika safu zote
    mbili. Ubao huonyesha kila mara nani anamiliki kila shimo.
rule-G3 =
    Katika zamu yako unasambaza, unatoa toleo la mabadilishano au unapitisha zamu. Ili
    kusambaza, chukua ng'ombe wote wa shimo lolote lisilo tupu unalomiliki na
    uwadondoshe mmoja mmoja kinyume cha mzunguko wa saa kuzunguka duara la mashimo yote
    8, katika mzunguko mmoja unaoisha mkono wako unapokuwa mtupu; katika programu hii
    konzi inayozunguka duara lote hudondosha pia ng'ombe mmoja katika shimo ilikotoka.
rule-G4 =
    Ikiwa kila shimo unalomiliki ni tupu zamu yako inapoanza, unapitisha zamu, na unaendelea
    kupitisha mpaka usambazaji wa mpinzani wako uweke ng'ombe katika mashimo yako. Katika
    programu hii unaweza kupitisha zamu pale tu usipoweza kusambaza, na badala ya kupitisha
    unaweza kutoa toleo la mabadilishano ikiwa toleo linaruhusiwa.
rule-G5 =
    Badala ya kusambaza, unaweza kumtolea mpinzani wako mashimo yako 1, 2 au 3,
    ukichagua hasa ni yapi. Katika programu hii lazima ubaki na angalau shimo moja,
    mashimo matupu yanaweza kutolewa, toleo la mashimo k linahitaji mpinzani wako awe na
    angalau ng'ombe 6 × k waliotekwa, na huwezi kutoa toleo katika zamu zako mbili
    zinazofuatana (kupitisha zamu huhesabiwa kuwa zamu, kujibu toleo hakuhesabiwi).
rule-G6 =
    Kutoa toleo kunatumia zamu yako. Mpinzani wako analikubali au analikataa, na kwa
    vyovyote vile baadaye ni zamu yake (kusambaza, kutoa toleo au kupitisha zamu).
rule-G7 =
    Toleo likikubaliwa, mashimo yanakuwa ya mpokeaji: anaweza kusambaza kutoka kwayo, na
    yanahesabiwa kuwa yake katika kuteka na katika ukusanyaji wa mwisho. Kama gharama yake,
    mpokeaji huweka mara moja ng'ombe sita kati ya aliowateka katika kila shimo alilopata,
    pamoja na waliomo tayari, hivyo ng'ombe 6 × k wanarudi mchezoni.
rule-G8 =
    Kukataa mabadilishano huchukuliwa kuwa ubahili: ukikataa toleo kisha ukashinda mchezo
    huo, ushindi wako ni “ushindi usio na fahari”, na matokeo husema hivyo.
rule-G9 =
    Ng'ombe wa mwisho wa usambazaji wako akiangukia shimo analomiliki mpinzani wako na
    kulifanya liwe na ng'ombe 2 au 4 hasa, unawateka ng'ombe hao: wanaondoka ubaoni na
    kujiunga na ng'ombe uliowateka.
rule-G10 =
    Baada ya kuteka huko unateka pia, shimo kwa shimo, mnyororo usiokatika wa mashimo yenye
    ng'ombe 2 au 4 hasa unaoenea mbele (kwa mwelekeo wa usambazaji) kutoka shimo la kutua,
    na vivyo hivyo mnyororo unaoenea nyuma. Kila mnyororo husimama kwenye shimo la kwanza
    lenye idadi nyingine yoyote; ni shimo la kutua tu linalopaswa kuwa la mpinzani wako,
    hivyo mnyororo unaweza kuzunguka duara hadi kwenye mashimo yako mwenyewe, na hakuna
    shimo linalotekwa mara mbili (shimo lililoachwa tupu lina 0 na husimamisha mnyororo).
rule-G11 = Zamu yako inaisha mara tu kuteka kote kunapokamilika.
rule-G12 =
    Mchezo unaisha mara tu, baada ya zamu, kila shimo linapokuwa na ng'ombe pungufu ya
    watatu (0, 1 au 2). Katika programu hii hili hukaguliwa baada ya usambazaji, kupitisha
    zamu, kukubali au kukataa, lakini kamwe si mara tu baada ya toleo, wala katika hali ya
    mwanzo ya mchezo.
rule-G13 =
    Kisha ng'ombe waliobaki ubaoni huenda kwa mmiliki wa shimo walimo, na huongezwa kwa
    ng'ombe aliowateka mchezaji huyo.
rule-G14 =
    Mchezaji mwenye ng'ombe wengi zaidi kwa jumla ndiye mshindi; 24–24 ni sare. Ushindi
    huitwa “ushindi usio na fahari” kwa mujibu wa G8 pale inapohusika; sare haiitwi hivyo
    kamwe.
rule-G15 =
    Katika programu hii mchezo huisha pia hali ileile ya ubao inapotokea mara ya tatu
    (C7), na kisha huhesabiwa kwa mujibu wa G13 na G14.

rule-U1 =
    Urim huchezwa kwenye safu 2 za mashimo 6, au 7 kwa kigezo, kila shimo likiwa na mbegu 3:
    mbegu 36 au 42. Kigezo kingine huweka mbegu 4 katika kila shimo (kama zamani, wakati
    kila shimo lilikuwa na mbegu nne), jumla 48 au 56; ni viwango vya alama vya U12 tu
    vinavyobadilika kufuatana na jumla, si mzunguko kamili wa mashimo yote wa U4 wala kikomo
    cha 17 cha U5.
rule-U2 =
    Kila mchezaji anamiliki mashimo ya safu yake na ghala moja kwenye ncha moja ya ubao: la
    Kusini liko { $last-at }, la Kaskazini liko { $first-at }. Mbegu zilizoliwa huingia
    katika ghala la aliyezila.
rule-U3 =
    Katika zamu yako, chukua mbegu zote za shimo lolote lisilo tupu la safu yako na
    uzisambaze moja moja kinyume cha mzunguko wa saa katika mashimo yanayofuata, katika safu
    zote mbili lakini kamwe si ghalani. Kuna mzunguko mmoja tu: mkono wako ukiwa mtupu,
    hatua imekwisha.
rule-U4 =
    Konzi ikiwa kubwa kiasi cha kuzunguka ubao wote (mbegu 12 au zaidi kwenye 2 × 6, 14 au
    zaidi kwenye 2 × 7), shimo la kuanzia lililoachwa tupu hurukwa. Katika programu hii
    shimo la kuanzia hurukwa kila usambazaji unaporudi kwake, na hilo linaweza kutokea hata
    kwa konzi ndogo zaidi kwa sababu ya mashimo yanayorukwa kwa mujibu wa U5.
rule-U5 =
    Hakuna shimo linaloruhusiwa kamwe kuwa na mbegu zaidi ya 17. Katika programu hii shimo
    lenye mbegu 17 tayari hurukwa, kama shimo la kuanzia, na mbegu huendelea hadi shimo
    linalofuata; hali ya ubao yenye shimo lenye zaidi ya 17 si halali.
rule-U6 =
    Ikiwa mpinzani wako hana mbegu yoyote katika safu yake, lazima umlishe: chagua hatua
    inayoweka angalau mbegu moja humo, ikiwa ipo hatua ya namna hiyo. Katika programu hii,
    ikiwa haipo, hatua yoyote inaruhusiwa (kisha mpinzani wako hataweza kucheza, na mchezo
    utaisha kwa mujibu wa U10), na hatua huhesabiwa kuwa imemlisha hata ikizila tena papo
    hapo mbegu ilizoweka.
rule-U7 =
    Unakula pale tu mbegu yako ya mwisho inapoangukia shimo la mpinzani na kulifanya liwe na
    mbegu 2 au 3 hasa. Ukifanya 4 hapo, au idadi nyingine yoyote, huli chochote.
rule-U8 =
    Kula kukishaanza, mashimo ya mpinzani yaliyo kabla ya shimo la kutua (kwenda nyuma,
    kinyume cha mwelekeo wa usambazaji) nayo huliwa, moja baada ya jingine, ilimradi kila
    moja lina mbegu 2, 3 au 4. Mnyororo husimama kwenye shimo la kwanza lenye idadi nyingine
    au mwishoni mwa safu ya mpinzani wako.
rule-U9 =
    Katika programu hii kula kunaweza kuchukua kila mbegu ya safu ya mpinzani wako
    (maelezo ya asili hayakatazi chochote); kisha sheria ya lazima kulisha ya U6
    hutumika kwa hatua inayofuata.
rule-U10 =
    Mchezo unaisha mchezaji anayepaswa kucheza anapokosa hatua halali (hana mbegu
    zilizobaki: njaa), au mbegu zilizobaki zingezunguka milele bila yoyote kuliwa, jambo
    ambalo programu hugundua kwa kujirudia kwa hali ya ubao (C7).
rule-U11 =
    Katika programu hii, mchezo unapoisha, mbegu zozote zilizobaki ubaoni huenda kwa
    mchezaji ambaye ziko katika safu yake.
rule-U12 =
    Urim huchezwa kama mashindano ya michezo kadhaa, na programu hutunza matokeo ya
    mashindano yanavyoendelea. Kwa jumla za mwisho (baada ya U11): kula angalau robo tatu ya
    mbegu (27 kati ya 36, 32 kati ya 42, 36 kati ya 48, 42 kati ya 56) huleta pointi 1,
    zaidi ya nusu lakini pungufu ya robo tatu (19–26, 22–31, 25–35, 29–41) huleta pointi ½,
    na mgawanyo sawa hauleti kitu: mchezo ni sare. Katika programu hii ushindi mdogo una
    thamani ya nusu pointi, kwa sababu maelezo ya asili yamechanganyika hapa lakini yanataja
    sehemu za pointi za mashindano na yanatoa viwango vyote viwili.

rule-A1 =
    Anywoli huchezwa kwenye safu 2 za mashimo 12, kila shimo likiwa na mbegu 4: mbegu 96.
    Kila mchezaji anamiliki safu yake na ghala (la Kusini liko { $last-at }, la Kaskazini
    liko { $first-at }), na mbegu hazisambazwi ghalani kamwe.
rule-A2 =
    Katika zamu yako, chagua shimo lolote lisilo tupu la safu yako, chukua mbegu zake zote
    na uzisambaze moja moja kinyume cha mzunguko wa saa katika mashimo yanayofuata,
    kuzunguka duara la mashimo yote 24.
rule-A3 =
    Mfululizo: ikiwa mbegu ya mwisho ya mzunguko inaangukia shimo lililokuwa tayari na mbegu
    (hivyo sasa lina 2 au zaidi) na A5 haihusiki, chukua kila mbegu ya shimo hilo, pamoja na
    ile uliyoidondosha sasa hivi, na uzisambaze katika mzunguko mpya kuanzia shimo
    linalofuata.
rule-A4 =
    Hatua yako inaisha mbegu ya mwisho ya mzunguko inapoangukia shimo tupu, au mbegu hiyo ya
    mwisho inapokula kwa mujibu wa A5.
rule-A5 =
    Mbegu ya mwisho ya mzunguko ikilifanya shimo liwe na 4 hasa, wewe uliyecheza unazila
    hizo nne, bila kujali nani analimiliki shimo hilo. Hatua yako inaisha na papo hapo
    unacheza hatua ya ziada (au unapitisha zamu ikiwa huna mbegu za kuicheza); nne
    zinazofanywa na mbegu ya mwisho katika hatua ya ziada hukupa hatua nyingine ya ziada
    tena.
rule-A6 =
    Kila mara mbegu isiyo ya mwisho katika mzunguko wake inapolifanya shimo liwe na 4 hasa,
    hizo nne huliwa papo hapo na kuingia katika ghala la mmiliki wa shimo hilo. Hili
    linaweza kutokea mara kadhaa katika hatua moja, katika safu yoyote, na shimo hilo
    linaweza kupokea mbegu tena baadaye katika hatua hiyohiyo.
rule-A7 =
    Ikiwa una hatua halali lazima uicheze; ikiwa safu yako haina mbegu, unapitisha zamu.
    Katika programu hii shimo la kuanzia lililoachwa tupu halirukwi, kwa kuwa hakuna
    sheria ya kuruka iliyotolewa.
rule-A8 =
    Mchezo unaisha mbegu zote zikishaliwa, au zinapobaki mbegu nne tu ubaoni mwishoni mwa
    hatua. Katika programu hii hili hukaguliwa mwishoni mwa kila hatua (kabla ya kucheza
    hatua yoyote ya ziada) na baada ya kupitisha zamu.
rule-A9 =
    Kwa kawaida mbegu nne za mwisho huenda kwa aliyekula kundi la nne lililozitangulia,
    yaani aliyekula mwisho katika mchezo (ikiwa kula huko kulitokea katikati ya usambazaji,
    ni yule ambaye ghala lake lilizipokea). Kwa kigezo kingine zinaweza badala yake kwenda
    kwa mchezaji aliyekuwa wa kwanza katika mchezo kula kwa mbegu ya mwisho (A5); katika
    programu hii, ikiwa hakuna anayetimiza sharti (hakuna aliyekula bado, au kwa kigezo
    hicho hakuna aliyekula bado kwa mbegu ya mwisho), huenda kwa mchezaji ambaye ziko katika
    safu yake.
rule-A10 = Mchezaji mwenye mbegu nyingi zaidi ndiye mshindi; 48–48 ni sare.
rule-A11 =
    Katika programu hii mchezo huisha pia hali ileile ya ubao inapotokea mara ya tatu
    (C7); kisha mbegu zozote zilizobaki ubaoni huenda kwa mchezaji ambaye ziko katika
    safu yake.

rule-B1 =
    Bao Kigogo huchezwa kwenye safu 4 za mashimo 12: Kusini anamiliki safu ya 1 (ya nyuma)
    na ya 2 (ya mbele), Kaskazini anamiliki safu ya 3 (ya mbele) na ya 4 (ya nyuma). Hakuna
    maghala: kete zilizoliwa huondoka mchezoni.
rule-B2 =
    Kila shimo huanza na kete 2 isipokuwa a2 na l3, mashimo ya ncha zinazopingana za safu
    mbili za mbele, ambayo huanza yakiwa matupu: kete 92 kwa jumla.
rule-B3 =
    Katika zamu yako, chukua kete zote za shimo lako lolote lenye angalau mbili na
    uzisambaze moja kwa kila shimo, kinyume cha mzunguko wa saa kuzunguka safu zako mbili
    (C3).
rule-B4 =
    Mfululizo: ikiwa kete ya mwisho ya mzunguko inaangukia shimo lililokuwa tayari na kete,
    chukua kila kitu kilichomo, pamoja na kete mpya, na usambaze mzunguko mpya kuanzia shimo
    linalofuata.
rule-B5 = Hatua yako inaisha kete ya mwisho ya mzunguko inapoangukia shimo tupu.
rule-B6 =
    Pale tu hakuna shimo lako lenye kete mbili au zaidi ndipo unaweza kusogeza kete moja,
    tena umbali wa shimo moja tu, hadi shimo linalofuata kwa mwelekeo wa usambazaji, na
    ikiwa tu shimo hilo ni tupu. Hatua ya kete moja kama hiyo huishia katika shimo tupu,
    hivyo B7 inaihusu.
rule-B7 =
    Hatua yako ikiisha kete yake ya mwisho ikiwa katika shimo tupu la safu yako ya mbele, na
    shimo la safu ya mbele ya mpinzani wako lililo mkabala nalo moja kwa moja (safu wima
    ileile) lina kete, unazila zote na zinaondoka mchezoni.
rule-B8 =
    Ikiwa shimo la safu ya nyuma ya mpinzani wako katika safu wima hiyohiyo nalo lina kete,
    unazila pia: safu wima nzima inaliwa.
rule-B9 =
    Kete za safu ya nyuma ya mpinzani wako ziko salama isipokuwa hatua hiyohiyo ikila shimo
    la safu ya mbele lililo katika safu wima yao. Kula humaliza hatua.
rule-B10 =
    Unashinda kwa kula kete zote za mpinzani wako, au kwa kumwacha bila hatua halali katika
    zamu yake; hili hukaguliwa baada ya kila hatua na hali ya ubao inapopakiwa.
rule-B11 =
    Hali nzima (ubao na nani wa kucheza) ikitokea tena, mchezo unaisha papo hapo kwa
    sare: hii ni sheria ya Bao Kigogo yenyewe, kali kuliko C7. Ubao na mchezaji wa
    kucheza tu ndivyo hulinganishwa, na hali ya mwanzo huhesabiwa kuwa tukio lake la
    kwanza.

rule-T1 =
    Kwa kawaida Tsoro huchezwa kwenye safu 4 za mashimo 21 (safu wima a hadi u): Kusini
    anamiliki safu ya 1 (ya nje) na ya 2 (ya ndani), Kaskazini anamiliki safu ya 3 (ya
    ndani) na ya 4 (ya nje). Hakuna maghala: mawe yaliyoliwa huondoka mchezoni.
rule-T2 =
    Vichwa vya kila mchezaji ni mashimo mawili kwenye ncha moja ya safu yake ya nje: t1 na
    u1 kwa Kusini ({ $last-at }), a4 na b4 kwa Kaskazini ({ $first-at }) kwenye safu wima
    21. Kwa kila ukubwa wa ubao vichwa vya Kusini ni mashimo mawili ya mwisho ya safu ya 1
    na vya Kaskazini ni a4 na b4; kwa kigezo cha kichwa kimoja (T15) ni shimo la mwisho la
    safu ya 1 na a4.
rule-T3 =
    Mwanzoni kila shimo la safu zote mbili za nje lina mawe 2 na safu zote mbili za ndani ni
    tupu: mawe 84 kwenye 4 × 21.
rule-T4 =
    Katika zamu yako, chukua mawe yote ya shimo lako lolote lenye angalau mawili na
    uyasambaze moja kwa kila shimo, kinyume cha mzunguko wa saa kuzunguka safu zako mbili
    (C3).
rule-T5 =
    Mfululizo: ikiwa jiwe la mwisho la mzunguko linaangukia shimo lililokuwa tayari na mawe
    na ambalo si kichwa, chukua yaliyomo na usambaze mzunguko mwingine kuanzia shimo
    linalofuata.
rule-T6 =
    Jiwe la mwisho la mzunguko likiangukia kichwa kilichokuwa tayari na mawe, unachagua papo
    hapo: kuchukua yaliyomo na kuendelea na mfululizo, au kusimamisha hatua yako hapo.
    Kuangukia kichwa kitupu humaliza hatua, kama shimo lolote tupu.
rule-T7 =
    Hatua yako inaisha jiwe la mwisho linapoangukia shimo tupu, au unapochagua kusimama
    kwenye kichwa.
rule-T8 =
    Ukibakiwa na mashimo yenye jiwe moja moja tu, unaweza kusogeza mojawapo ya mawe hayo
    umbali wa shimo moja, hadi shimo linalofuata kwa mwelekeo wa usambazaji, ikiwa tu shimo
    hilo ni tupu. Katika programu hii hatua ya jiwe moja kama hiyo ikiingia shimo tupu la
    safu yako ya ndani hula kwa mujibu wa T9, kama B6 inavyosema kwa Bao Kigogo.
rule-T9 =
    Hatua yako ikiisha jiwe lake la mwisho likiwa katika shimo tupu la safu yako ya ndani,
    na shimo la safu ya ndani ya mpinzani wako lililo mkabala lina mawe, unayala pamoja na
    mawe yote ya shimo la safu ya nje ya mpinzani wako katika safu wima hiyo: safu wima
    nzima inasafishwa. Kusimama kwenye kichwa hakuli kamwe, kwa kuwa vichwa viko katika safu
    ya nje.
rule-T10 =
    Baada ya kula huko unachukua pia yaliyomo katika mashimo mengine mawili yoyote upande wa
    mpinzani wako, unayoyachagua wewe ubaoni (kompyuta huchagua yake yenyewe). Katika
    programu hii mashimo yasiyo tupu tu ndiyo yanayoweza kuchaguliwa, unayachukua yote ikiwa
    yaliyobaki ni machache kuliko machaguo yanayostahili, na vichwa vya mpinzani wako
    haviwezi kuchaguliwa kamwe (maelezo ya asili huviita “mahali pa hifadhi”), ingawa kula
    safu wima nzima (T9) bado husafisha kichwa kilicho katika safu wima hiyo; kila chaguo ni
    uamuzi wake wenyewe, hata likiwa la lazima, hatua inaisha pale hakuna kilichobaki cha
    kuchagua, na T12 hukaguliwa baada ya machaguo.
rule-T11 = Mawe yote yaliyoliwa huondoka mchezoni.
rule-T12 =
    Mchezo unaisha mchezaji anayepaswa kucheza asipoweza kucheza kabisa. Mchezaji mwingine,
    ambaye bado ana mawe ubaoni, ndiye mshindi: kijadi hakuna sare.
rule-T13 =
    Katika programu hii, kama tahadhari, hali ileile ya ubao ikitokea mara ya tatu (C7)
    mchezo unaisha kwa sare, na matokeo huonyesha kuwa hilo ni nje ya sheria za jadi.
    Kisha alama ni idadi za mawe yaliyoliwa.
rule-T14 =
    Kigezo (tofauti ya kieneo iliyorekodiwa na Matthews): kula kwa ziada huchukua mashimo 2
    (kawaida), 1 au 3.
rule-T15 =
    Kigezo: vichwa viwili kwa kila mchezaji (kawaida), au kichwa kimoja, shimo la mwisho la
    safu ya nje (shimo la mwisho la safu ya 1 kwa Kusini, a4 kwa Kaskazini), ambacho kisha
    huanza na mawe 3 badala ya 2.
rule-T16 =
    Kigezo: ubao una safu wima 21 (kawaida), au idadi ndogo zaidi: 6, 8, 12, 15 au 18.

rule-C1 =
    Wachezaji wawili: Kusini, upande wa { $south-at } wa ubao, na Kaskazini, upande wa
    { $north-at }. Kusini huanza kila mara (maelezo ya asili hayasemi nani huanza; huu ndio
    utaratibu wa kawaida).
rule-C2 =
    Mashimo hupewa majina kama Kusini anavyouona ubao: safu wima hupewa herufi a, b, c, …
    { $forward } na safu huhesabiwa kuanzia ukingo wa Kusini, hivyo shimo huandikwa c1, l3
    au u4. Kwenye ubao wa safu mbili safu ya 1 ni ya Kusini na safu ya 2 ni ya Kaskazini;
    kwenye ubao wa safu nne safu ya 1 na ya 2 ni safu ya nyuma na ya mbele ya Kusini, safu
    ya 3 na ya 4 ni safu ya mbele na ya nyuma ya Kaskazini.
rule-C3 =
    Usambazaji wote huenda kinyume cha mzunguko wa saa, hata ubao ukigeuzwa vipi. Kwenye
    ubao wa safu mbili mbegu huenda kwenye safu ya 1 { $forward }, kisha kwenye safu ya 2
    { $back }, katika duara moja la mashimo yote; kwenye ubao wa safu nne kila mchezaji
    husambaza katika safu zake mbili tu (Kusini: safu ya 1 { $forward }, kisha safu ya 2
    { $back }; Kaskazini: safu ya 3 { $forward }, kisha safu ya 4 { $back }).
rule-C4 =
    Mbegu, kete, mawe, ng'ombe (ayla wa Goré) na matombo (ya Tsoro): haya yote ni majina ya
    vipande vilevile vya mchezo. Mbegu hazisambazwi ghalani kamwe.
rule-C5 =
    Mzunguko ni usambazaji wa konzi moja. Katika michezo yenye mfululizo hatua moja inaweza
    kuwa mizunguko kadhaa inayofuatana; programu huonyesha kila mzunguko ukiendelea na kila
    konzi inapochukuliwa.
rule-C6 =
    Katika Anywoli na Bao Kigogo usambazaji unaweza kuzunguka milele; katika programu
    hii hatua ambayo isingeisha kamwe hairuhusiwi, ilhali hatua ndefu zinazoisha
    hazikatizwi kamwe. Mchezaji ambaye kila usambazaji wake hauna mwisho hana usambazaji
    wowote: anapitisha zamu katika Anywoli na anashindwa katika Bao Kigogo, na hatua za
    kete moja zinabaki kukatazwa maadamu shimo lake lolote lina kete mbili au zaidi.
    Usambazaji wa Tsoro haukosi mwisho kamwe, kwa sababu mchezaji anaweza kusimama
    kwenye kichwa cha kwanza chenye mawe anachofikia; ni mnyororo wa maamuzi ya “endelea
    kusambaza” tu ungeweza kuendelea, na sheria ya kujirudia (C7) huukomesha.
rule-C7 =
    Mchezo usio na njia yake wenyewe ya kuisha kwa uchezaji usiokoma huisha mara ya tatu
    hali ileile ya ubao inapotokea, na sheria ya mwisho ya mchezo huo hutoa matokeo (Bao
    Kigogo ni kali zaidi: sare katika kujirudia kwa kwanza). Hali ya ubao hapa maana
    yake ni ubao, nani anamiliki kila shimo, idadi za vipande vilivyoliwa au kutekwa,
    nani wa kucheza na uamuzi wowote unaosubiriwa pamoja na maelezo yake; hali ya mwanzo
    na hali zinazosubiri uamuzi huhesabiwa pia, lakini historia kama matoleo ya zamani
    ya Goré au rekodi ya Anywoli ya nani alikula haihesabiwi.
rule-C8 =
    Hakuna sheria inayozalisha wala kupoteza mbegu: mbegu zilizo ubaoni, mkononi,
    zilizoliwa na zilizo nje ya mchezo kila mara hujumlika kuwa jumla ya mchezo (malipo
    ya mabadilishano ya Goré hurudisha ubaoni ng'ombe waliotekwa).

## Maneno ya ubao
player-south = Kusini
player-north = Kaskazini
head = kichwa

## Injini ya mchezo inapokataa hatua (maneno sawa na ya mstari wa amri)
error-unknown-game = mchezo usiojulikana “{ $value }” (ilitarajiwa { $ids } au { $last })
error-unknown-option = kigezo kisichojulikana “{ $key }” kwa mchezo { $game }
error-bad-value =
    thamani batili “{ $value }” kwa kigezo { $key } cha mchezo { $game } (zinazoruhusiwa:
    { $allowed })
error-malformed-option = kigezo “{ $value }” hakijaandikwa kwa muundo ufunguo=thamani
illegal-game-over = mchezo umekwisha
illegal-not-awaited = hatua hiyo haisubiriwi sasa
illegal-not-yours = shimo hilo si la mchezaji anayecheza
illegal-too-few = shimo hilo halina vya kutosha kusambaza
illegal-must-feed = mpinzani hana mbegu: inahitajika hatua inayomlisha (U6)
illegal-endless = usambazaji huo usingeisha kamwe (C6)
illegal-cannot-pass = kupitisha zamu kunaruhusiwa tu pale usambazaji wowote usipowezekana
illegal-offer-size = toleo hutaja mashimo yako mwenyewe 1 hadi 3 (G5)
illegal-offer-keeps-none = lazima ubaki na angalau shimo moja (G5)
illegal-offer-too-dear =
    mpinzani ana ng'ombe { $has } waliotekwa na hawezi kulipa { $need } (G5)
illegal-offer-again = huwezi kutoa toleo zamu mbili zinazofuatana (G5)
illegal-single-while-big =
    kete moja inaweza kusogezwa tu pale hakuna shimo lenye kete mbili au zaidi (B6)
illegal-single-into-occupied = kete moja inaweza kusogezwa tu hadi shimo tupu (B6)
illegal-single-while-big-tsoro =
    jiwe moja linaweza kusogezwa tu pale hakuna shimo lenye mawe mawili au zaidi (T8)
illegal-single-into-occupied-tsoro = jiwe moja linaweza kusogezwa tu hadi shimo tupu (T8)
illegal-pick-not-enemy = chaguo la kula kwa ziada ni shimo la mpinzani (T10)
illegal-pick-head = vichwa vya mpinzani haviwezi kuchaguliwa (T10)
illegal-pick-empty = shimo tupu haliwezi kuchaguliwa (T10)

## Kwa nini mchezo uliisha
end-fewer-than-three = kila shimo lina ng'ombe pungufu ya watatu
end-starved = { $player } hana mbegu za kucheza
end-all-captured = mbegu zote zimeliwa
end-last-four = zilibaki mbegu nne za mwisho tu
end-wiped = kete zote za { $player } zimeliwa
end-immobilised = { $player } hawezi kucheza
end-repetition = hali imejirudia mara tatu
end-bao-repetition = hali ya ubao imejirudia
end-repetition-safeguard =
    hali imejirudia mara tatu (tahadhari ya programu, si sheria ya jadi)

## Vigezo vya anwani
query-lang = lugha “{ $value }” haijulikani (en, tr, az, sw, fr au pt); inatumika lugha ya kivinjari
query-game = { $error }; badala yake inaonyeshwa Goré
query-flag = { $key }={ $value }: ilitarajiwa 1 au 0; inatumika 0
query-ply = ply “{ $value }” si idadi ya hatua; inaonyeshwa hatua ya mwisho
query-mode = modi “{ $value }” haijulikani (play, view, edit, learn au puzzle); inatumika play
query-theme = mandhari “{ $value }” haijulikani (light, dark au auto); inafuata mfumo
query-player =
    mchezaji “{ $value }” wa { $key } hajulikani (human, beginner, easy, medium au hard);
    inatumika { $default }
query-speed = kasi “{ $value }” haijulikani (slow, normal, fast au instant); inatumika normal
query-option = { $error }; inatumika thamani ya kawaida

## Kuchagua mchezo
games = Michezo
two-players = Wachezaji wawili
play-computer = Cheza na kompyuta
seat-human = Binadamu
seat-beginner = Kompyuta: Mwanzo
seat-easy = Kompyuta: Rahisi
seat-medium = Kompyuta: Wastani
seat-hard = Kompyuta: Ngumu
seat-random = Kompyuta: Nasibu
seat-greedy = Kompyuta: Mlafi
speed = Kasi
speed-slow = polepole
speed-normal = kawaida
speed-fast = haraka
speed-instant = papo hapo
auto-turn = Geuza ubao umwelekee mchezaji wa zamu
language = Lugha
theme = Mandhari
theme-auto = kama mfumo
theme-light = angavu
theme-dark = giza
option-default = { $value } (kawaida)
option-pits = Mashimo kwa kila safu
option-seeds = Mbegu kwa kila shimo
option-last_four = Nne za mwisho zinaenda kwa (A9)
option-last_four-penultimate = mchezaji aliyekula kabla ya hizo
option-last_four-first_last_seed = mchezaji wa kwanza kula kwa mbegu ya mwisho
option-columns = Safu wima
option-bonus = Mashimo ya ziada
option-heads = Vichwa (T15)
option-heads-2 = vichwa viwili
option-heads-1 = kichwa kimoja, kinachoanza na mawe 3

## Upau wa maamuzi: maelekezo na vitufe
button-skip = Ruka hadi mwisho
button-confirm-offer = Toa toleo hili
button-cancel-offer = Ghairi
button-offer = Toa toleo…
button-pass = Pitisha zamu
button-accept = Kubali toleo
button-decline = Kataa
button-continue = Endelea kusambaza
button-stop = Simama hapa
view-position = Hali ya ubao
view-start = Mwanzo wa mchezo wa hatua { $n }
view-after = Baada ya hatua ya { $k } kati ya { $n }
view-over = { $after }: mchezo umekwisha.
view-to-move = { $after }: ni zamu ya { $player }.
sowing = Usambazaji… { $caption }
level-beginner = mwanzo
level-easy = rahisi
level-medium = wastani
level-hard = ngumu
level-random = nasibu
level-greedy = mlafi
computer-thinking = { $player } (kompyuta, { $level }) anafikiri…
computer-paused =
    Imesimamishwa: ni zamu ya { $player } (kompyuta, { $level }). Endelea, au songa hatua
    moja.
prompt-trade-response =
    { $offerer } anamtolea { $player } { $pits }. Kukubali kunamgharimu { $player } ng'ombe
    { $price } waliotekwa ({ $each } katika kila shimo); kukataa kunafanya ushindi wa
    { $player } uwe ushindi usio na fahari (G8).
prompt-head-choice =
    Jiwe la mwisho la { $player } limefika kwenye kichwa { $pit }, chenye mawe { $n }:
    uyachukue na uendelee kusambaza, au usimame hapa (T6)?
prompt-head-choice.one =
    Jiwe la mwisho la { $player } limefika kwenye kichwa { $pit }, chenye jiwe { $n }:
    ulichukue na uendelee kusambaza, au usimame hapa (T6)?
prompt-bonus-pick =
    Kula kwa ziada (T10): { $player }, chagua { $n } zaidi kati ya mashimo ya { $opponent }
    (si kichwa, si tupu).
last-move = Hatua ya mwisho: { $move }.
prompt-pass = { $player } hana cha kusambaza na lazima apitishe zamu.
prompt-must-feed =
    Safu ya { $opponent } ni tupu: { $player } lazima achague hatua inayoilisha (U6).
prompt-move = Zamu ya { $player }: chagua shimo lililoangaziwa.
offer-choose = Bofya mashimo yako 1 hadi { $max } ili kuyatoa.
offer-refused = Haiwezekani: { $reason }.
offer-none-chosen = hakuna lililochaguliwa
prompt-offer =
    { $player }, mtolee { $opponent } mashimo: { $pits } — gharama { $k } × { $each } =
    { $price } kutoka kwa ng'ombe { $has } waliotekwa wa { $opponent }.

## Kila sehemu ya usambazaji, na muhtasari wa hatua
event-lift = anachukua { $n } kutoka { $pit }
event-relay = mfululizo: anachukua { $n } kutoka { $pit }
event-drop = anaweka moja katika { $pit }
event-skip-origin = anaruka shimo la kuanzia { $pit } (U4)
event-skip-full = anaruka { $pit }, lenye 17 (U5)
event-capture = { $player } anakula { $n } kutoka { $pit }
event-offer = { $player } anatoa toleo: { $pits }
event-accept = { $player } anakubali toleo
event-owner = { $pit } sasa ni la { $player }
event-payment = { $player } analipa { $n } katika { $pit }
event-decline = { $player } anakataa toleo
event-pass = { $player } anapitisha zamu
event-extra = { $player } anacheza tena
event-head = anafika kwenye kichwa { $pit }, chenye { $n }
event-continue = anaendelea kutoka { $pit }
event-stop = anasimama kwenye { $pit }
event-sweep = { $player } anapata { $n } kutoka { $pit }
event-game-over = mchezo umekwisha
summary-pass = { $player } hana cha kusambaza, anapitisha zamu
summary-extra = { $player } amekula nne kwa mbegu ya mwisho na anacheza tena (A5)
summary-laps = mizunguko { $n }
summary-sowed = { $player } alisambaza kutoka { $pit }
summary-captured = { $player } alikula { $n }

## Ujumbe na taarifa
position-refused = { $error }; badala yake inaanza kutoka hali ya mwanzo
token-unknown = “{ $token }” si hatua ya mchezo huu
moves-refused =
    moves: hatua ya { $k } “{ $token }”: { $error }; unaonyeshwa mchezo kabla yake
ply-beyond = ply { $ply }: mchezo una hatua { $n }; inaonyeshwa ya mwisho
computer-unavailable =
    Kompyuta haiwezi kucheza kwenye ukurasa huu ({ $why }); pande zote mbili zinachezwa
    hapa kwa mkono.
record-loaded = Rekodi imepakiwa.
record-refused = Rekodi hii haiwezi kupakiwa: { $error }. Mchezo ulio ubaoni unabaki.
hint-says = Dokezo (Ngumu): { $input }.
computer-failed = Kompyuta haikuweza kuchagua: { $error }.
computer-turn = Ni zamu ya { $player }: kompyuta ({ $level }) inaicheza.
wait-computer = Subiri kompyuta.
wait-sowing = Subiri usambazaji umalizike, au uuruke.
input-refused = Hatua “{ $input }” hairuhusiwi: { $error }.
offer-own-pits = Unaweza kutoa mashimo yako tu.
offer-at-most = Toleo lina mashimo yasiyozidi matatu (G5).
record-line-reads = { $error } (mstari unasema: { $line })

## Vidhibiti vya mchezo
picks-left = Machaguo yaliyobaki: { $n }
nav-first = Mwanzo (Home)
nav-prev = Hatua moja nyuma (←)
nav-next = Hatua moja mbele (→)
nav-last = Mwisho (End)
hint = Dokezo
hint-title = Onyesha kompyuta ya kiwango cha Ngumu ingechagua nini
go-on = ▶ Endelea
pause = ⏸ Simamisha
step = Hatua moja
step-title = Kompyuta ifanye uamuzi mmoja
undo = ↶ Tendua
undo-title = Tendua zamu ya mwisho
redo = ↷ Rudia
redo-title = Cheza tena zamu iliyotenduliwa
new-game = Mchezo mpya
share = Shiriki
share-title =
    Kiungo cha mchezo huu ulipofikia sasa: mtumie rafiki, aendelee kucheza kuanzia hapa
share-box = Shiriki mchezo huu
share-copied =
    Kiungo kimenakiliwa. Mtumie rafiki yako: akikifungua, mchezo huu utaendelea kwa zamu
    ya mchezaji anayefuata.
share-copy-by-hand =
    Nakili kiungo hiki na umtumie rafiki yako: akikifungua, mchezo huu utaendelea kwa zamu
    ya mchezaji anayefuata.
share-copying = Kiungo kinanakiliwa…
close = Funga

## Kisanduku cha rekodi ya mchezo
record = Rekodi ya mchezo
record-copy = Nakili
record-download = Pakua .txt
record-copied = Imenakiliwa.
record-copy-refused = Kunakili kumekataliwa hapa: chagua maandishi yaliyo hapo juu kisha uyanakili.
record-paste = Pakia rekodi (ibandike hapa):
record-load = Pakia
record-file = au fungua faili:

## Ubao, kwa visoma skrini
pit-label = shimo { $pit }, { $n } ndani, { $player }
pit-label-head = kichwa { $pit }, { $n } ndani, { $player }
store-label = { $store } ({ $player }): { $n }
in-hand = { $n } mkononi
board-label = Ubao wa { $game }

## Orodha ya hatua, matokeo, sheria na maelezo
moves = Hatua
no-moves = Bado hakuna hatua. Kusini anaanza (C1).
result-no-glory = { $player } ameshinda — ushindi usio na fahari (G8)
result-wins = { $player } ameshinda
result-draw = Sare
match-points = Pointi za mashindano katika mchezo huu: Kusini { $south }, Kaskazini { $north }.
match-total = Mashindano baada ya michezo { $n }: Kusini { $south }, Kaskazini { $north }.
match-total.one = Mashindano baada ya mchezo { $n }: Kusini { $south }, Kaskazini { $north }.
result-score = Kusini { $south } — Kaskazini { $north }
next-match-game = Mchezo unaofuata wa mashindano
play-again = Cheza tena
rules-of = Sheria za { $game }
about-title = Kuhusu { $game }

## Matokeo katika mstari wa hali na hatua inayofuata (issue 24); alama husomwa
## kutoka upande wa msomaji ("17–31": msomaji 17), la sivyo kutoka upande wa Kusini
status-you-won = Umeshinda { $score }
status-computer-won = Kompyuta imeshinda { $score }
status-draw = Sare { $score }
status-player-won = { $player } ameshinda { $score }
status-you-resigned = Umesalimu amri: kompyuta imeshinda { $score }
status-player-resigned = { $player } amesalimu amri: { $winner } ameshinda { $score }
status-no-glory = { $result } — ushindi usio na fahari (G8)
status-and-match = { $result }. { $match }
try-level-beginner = Jaribu kiwango cha Mwanzo
try-level-easy = Jaribu kiwango cha Rahisi
try-level-medium = Jaribu kiwango cha Wastani
try-level-hard = Jaribu kiwango cha Ngumu
level-up-title =
    Umeshinda: mchezo mpya dhidi ya kompyuta kali zaidi, kiwango chako kipya katika mchezo
    huu
level-down-title =
    Mchezo mpya dhidi ya kompyuta isiyo kali sana, kiwango chako kipya katika mchezo huu
auto-pass-you = Huna hatua: unapitisha zamu…
auto-pass = { $player } hana hatua: anapitisha zamu…

## Ukurasa unaouzunguka mchezo
rules = Sheria
about = Kuhusu
crash =
    Samahani: mchezo umepata hitilafu ya ndani na umesimama. <a href="">Pakia upya
    ukurasa</a> ili uanze tena.
record-url-refused = record: { $error }; badala yake unaonyeshwa mchezo mpya
lang-failed = Maandishi ya { $language } hayakuweza kupakiwa; yanaonyeshwa ya Kiingereza.
open-full = Fungua mchezo kamili ↗
open-full-blocked =
    Fremu hii haiwezi kufungua vichupo vipya. Nakili anwani hii ili kufungua mchezo kamili:

## Rekodi isiyoweza kusomwa (maneno yaleyale ya mstari wa amri)
record-at-line = mstari { $line }: { $what }
record-malformed-header = kijajuu huandikwa [Ufunguo "thamani"]
record-header-after = kijajuu baada ya hatua (vijajuu huja kwanza)
record-unclosed-comment = maoni yaliyofunguliwa kwa '{' hayafungwi kamwe
record-stray-brace = '}' haifungi maoni yoyote
record-missing-header = kijajuu { $key } hakipo
record-header = kijajuu { $key }: { $fault }
record-header-twice = kimetolewa mara mbili
record-option-missing = kigezo { $key } hakipo (kila kigezo huandikwa)
record-option-twice = kigezo { $key } kimetolewa mara mbili
record-bad-result = “{ $value }” si S, N, draw wala *
record-bad-date = “{ $value }” si tarehe iliyoandikwa YYYY-MM-DD
replay-token = hatua ya { $k } “{ $token }”: { $error }
replay-illegal = hatua ya { $k } “{ $token }” hairuhusiwi: { $error }

## Hali ya ubao isiyoweza kupakiwa (maneno yaleyale ya mstari wa amri)
setup-json = hali ya ubao si JSON halali: { $detail }
setup-bad = hali ya ubao si sahihi: { $detail }
setup-not-object = kitu cha JSON kilitarajiwa
setup-rows-missing = sehemu rows inahitajika
setup-not-rows = { $name } lazima iwe orodha ya safu
setup-row-count = { $name } lazima iwe na safu { $want }, si { $got }
setup-row-not-array = { $name }[{ $i }] lazima iwe orodha
setup-row-length = { $name }[{ $i }] lazima iwe na mashimo { $want }, si { $got }
setup-not-count = rows[{ $i }][{ $c }] lazima iwe idadi kamili ya mbegu, si { $value }
setup-pit-over-total = shimo { $pit } lina mbegu { $n }, zaidi ya jumla ya mchezo, { $total }
setup-pit-over-limit =
    shimo { $pit } lina mbegu { $n }; hakuna shimo la { $game } linaloweza kuwa na zaidi
    ya { $limit } (U5)
setup-not-side = owners[{ $i }][{ $c }] lazima iwe "S" au "N", si { $value }
setup-owner-fixed =
    shimo { $pit } haliwezi kuwa la { $player }: mashimo ya Goré pekee ndiyo hubadilisha
    mmiliki
setup-captured-not-object = captured lazima iwe kitu {"S": n, "N": n}
setup-captured-key = captured ina ufunguo usiojulikana "{ $key }"
setup-captured-count = captured.{ $key } lazima iwe namba kamili, si { $value }
setup-to-move = to_move lazima iwe "S" au "N", si { $value }
setup-too-many =
    hali ya ubao ina mbegu { $total } (ubaoni na zilizoliwa), zaidi ya jumla ya mchezo,
    { $opening }
setup-unloadable = awaiting "{ $value }" haiwezi kupakiwa: maelezo yake hayamo katika kitu hicho
setup-awaiting = awaiting lazima iwe "move", si { $value }
setup-awaiting-bonus = awaiting lazima iwe "move" au "bonus_pick", si { $value }
setup-side-beyond =
    { $player } ana mbegu { $has }, zaidi ya { $start } ambazo kila upande huanza nazo;
    katika { $game } hakuna mbegu inayovuka kwenda upande mwingine, kwa hiyo hakuna
    mchezo unaofikia hali hii

## Kibodi na kisoma skrini
# Kila hatua husemwa mara moja baada ya kuchezwa: "Kusini alisambaza kutoka c1,
# mizunguko 2, alikula 4 kutoka d2, 2 kutoka c2."
say-sow = { $player } alisambaza kutoka { $pit }
say-pick = { $player } alikula { $n } kutoka { $pit } kama chaguo la ziada
say-offer = { $player } alitoa toleo: { $pits }
say-accept = { $player } alikubali toleo
say-decline = { $player } alikataa toleo
say-continue = { $player } aliendelea kutoka kichwa { $pit }
say-stop = { $player } alisimama kwenye kichwa { $pit }
say-pass = { $player } alipitisha zamu
say-taken = { $n } kutoka { $pit }
say-captured = alikula { $list }
say-paid-item = { $n } katika { $pit }
say-paid = alilipa { $list }
say-head = alifika kwenye kichwa { $pit }, chenye { $n }
# Idadi za ubao, zikiombwa: "Kusini: a1 3, b1 0; Kaskazini: a2 6; ng'ombe
# waliotekwa: Kusini 4, Kaskazini 2."
read-side = { $player }: { $pits }
read-stores = { $store }: { $south } { $s }, { $north } { $n }
read-board = Soma ubao
read-board-title = Sikiliza kila idadi ubaoni, pamoja na zilizoliwa (kitufe R)
keys-help =
    Vitufe vya mishale huhamia kati ya mashimo, Enter au Nafasi huchagua shimo, R husoma
    ubao.

## Ufikivu (axe)
legend-marks =
    Mashimo ya Kaskazini yana ukingo wa vistari, ya Kusini ukingo kamili; pete angavu
    huonyesha mashimo unayoweza kucheza.
legend-heads = Pete ya dhahabu ya vistari huonyesha kila kichwa (T2).

## Kutendua na kurudia, kwa sauti
narration-undone = Imetenduliwa: ni zamu ya { $player }.
narration-redone = Imechezwa tena: { $sentence }

## issue 14: michezo huhifadhiwa, haipotei
prompt-looking-back = Unatazama zamu ya { $k }: mchezo unasubiri hadi urudi kwake.
game-kept =
    Mchezo wako wa { $game } (hatua { $n }) umehifadhiwa: chagua { $game } tena ili
    urudi kwake.
game-restored = Mchezo wako umerudi kama ulivyouacha.
new-game-kept =
    Mchezo mpya. Mchezo uliouacha umehifadhiwa: “Rudi kwenye mchezo wangu” hukurudisha
    kwake.
resume-game = Rudi kwenye mchezo wangu
resume-game-title = Rudisha ubaoni mchezo uliouacha (huu utahifadhiwa mahali pake)
## issue 14: maneno kwa wanaoanza (lengo, jinsi ya kucheza, viungo vya sheria, dokezo, matokeo)
goal-gore =
    Lengo: maliza ukiwa na ng'ombe wengi kuliko mpinzani wako. Unateka kwa kufanya shimo
    la mpinzani liwe na 2 au 4 kamili kwa ng'ombe wako wa mwisho.
goal-urim =
    Lengo: maliza ukiwa na mbegu nyingi kuliko mpinzani wako. Unakula kwa kufanya shimo
    la mpinzani liwe na 2 au 3 kamili kwa mbegu yako ya mwisho.
goal-anywoli =
    Lengo: maliza ukiwa na mbegu nyingi kuliko mpinzani. Shimo lililofikia 4 kamili
    huliwa: na wewe kwa mbegu yako ya mwisho, la sivyo na mwenye shimo.
goal-bao-kigogo =
    Lengo: kula kete zote za mpinzani wako au kumwacha bila hatua. Maliza hatua katika
    shimo tupu la safu ya mbele ili kula safu wima nzima iliyo mkabala.
goal-tsoro =
    Lengo: mwache mpinzani wako bila hatua. Maliza hatua katika shimo tupu la safu ya
    ndani ili kula safu wima nzima iliyo mkabala, na mashimo ya ziada.
how-to-play = Jinsi ya kucheza
rules-numbered = Sheria zenye namba ({ $n })
rules-numbered-common = Sheria za michezo yote mitano ({ $n })
rule-link-title = Onyesha sheria { $id } katika kidirisha cha sheria
howto-gore-1 =
    Safu 2 za mashimo 4, ng'ombe 6 kila shimo. Safu ya 1 ni ya Kusini, ya 2 ni ya
    Kaskazini; Kusini anaanza.
howto-gore-2 =
    Katika zamu yako chukua ng'ombe wote wa shimo lako moja na uwasambaze mmoja mmoja,
    kinyume cha mzunguko wa saa, katika mashimo yote 8.
howto-gore-3 =
    Ng'ombe wako wa mwisho akifanya shimo la mpinzani liwe na 2 au 4 kamili, unateka
    ng'ombe wake, pamoja na wa mashimo yanayofuatana yenye 2 au 4 kila upande wake.
howto-gore-4 =
    Badala ya kusambaza unaweza kutoa mashimo yako 1 hadi 3; anayeyakubali hulipa
    ng'ombe 6 waliotekwa katika kila moja.
howto-gore-5 =
    Kila shimo likiwa na ng'ombe wachache kuliko 3, kila mmiliki huchukua ng'ombe wa
    mashimo yake: mwenye wengi hushinda.
howto-urim-1 =
    Safu 2 za mashimo 6 (au 7), mbegu 3 katika kila shimo. Kusini anamiliki safu ya
    { $south-adj } na ghala la { $last-adj }, Kaskazini vilivyobaki; Kusini anaanza.
howto-urim-2 =
    Katika zamu yako chukua mbegu zote za shimo lako moja na uzisambaze kinyume cha
    mzunguko wa saa, moja kwa kila shimo, kamwe si ghalani.
howto-urim-3 =
    Mbegu yako ya mwisho ikifanya shimo la mpinzani liwe na 2 au 3 kamili, unazila, na
    pia za mashimo ya mpinzani yaliyo nyuma yake moja kwa moja yenye 2, 3 au 4.
howto-urim-4 =
    Safu ya mpinzani wako ikiwa tupu lazima uilishe ukiweza; hakuna shimo linalozidi
    mbegu 17 kamwe.
howto-urim-5 =
    Mchezaji wa zamu akikosa mbegu, kila mchezaji huchukua mbegu za safu yake: mwenye
    mbegu nyingi hupata pointi za mashindano.
howto-anywoli-1 =
    Safu 2 za mashimo 12, mbegu 4 katika kila shimo. Unamiliki safu yako na ghala;
    Kusini anaanza.
howto-anywoli-2 =
    Katika zamu yako sambaza mbegu zote za shimo lako moja kinyume cha mzunguko wa saa;
    ya mwisho ikiangukia shimo lenye mbegu, zichukue zote na uendelee kusambaza.
howto-anywoli-3 =
    Mbegu ya mwisho ikifanya shimo liwe na 4 kamili, unazila hizo nne, na unacheza tena.
howto-anywoli-4 =
    Mbegu nyingine yoyote ikifanya shimo liwe na 4 kamili, hizo nne huliwa na mwenye
    shimo hilo; ukikosa mbegu katika safu yako unapitisha zamu.
howto-anywoli-5 =
    Mchezo unaisha mbegu zote zikishaliwa au zikibaki nne tu (zinaenda kwa aliyekula
    mwisho): mwenye mbegu nyingi hushinda.
howto-bao-kigogo-1 =
    Safu 4 za mashimo 12, kete 2 kila shimo isipokuwa mawili. Safu mbili, ya mbele na ya
    nyuma, ni zako; Kusini anaanza.
howto-bao-kigogo-2 =
    Katika zamu yako chukua kete za shimo lenye 2 au zaidi na uzisambaze katika safu
    zako mbili; ukiangukia shimo lenye kete, zichukue na uendelee kusambaza.
howto-bao-kigogo-3 =
    Ukimaliza katika shimo tupu la safu yako ya mbele, unakula shimo la mbele la
    mpinzani lililo mkabala na shimo la nyuma lililo nyuma yake.
howto-bao-kigogo-4 =
    Ni pale tu kila shimo lako lina kete moja ndipo unaweza kusogeza kete moja hadi
    shimo tupu linalofuata.
howto-bao-kigogo-5 =
    Unashinda kwa kula kete zote za mpinzani au kumwacha bila hatua; hali ya ubao
    ikijirudia ni sare.
howto-tsoro-1 =
    Safu 4 za mashimo, mawe 2 katika kila shimo la safu za nje, safu za ndani tupu.
    Unamiliki safu zako mbili; Kusini anaanza.
howto-tsoro-2 =
    Katika zamu yako chukua mawe ya shimo lenye 2 au zaidi na uyasambaze katika safu zako
    mbili; ukiangukia shimo lenye mawe, yachukue na uendelee kusambaza.
howto-tsoro-3 =
    Mashimo mawili ya ncha moja ya kila safu ya nje ni vichwa (vya Kusini viko
    { $last-at }): ukiangukia kichwa chenye mawe, unachagua kuendelea au kusimama.
howto-tsoro-4 =
    Ukimaliza katika shimo tupu la safu yako ya ndani, unakula safu wima nzima ya
    mpinzani iliyo mkabala, pamoja na mashimo yake mengine 2 yoyote (si vichwa).
howto-tsoro-5 = Mchezaji asiyeweza kucheza hushindwa.
dir-lr = kutoka kushoto kwenda kulia
dir-rl = kutoka kulia kwenda kushoto
dir-tb = kutoka juu kwenda chini
dir-bt = kutoka chini kwenda juu
## Mahali ubaoni kama ulivyochorwa (src/ui/texts/places.rs): maandishi husema
## { $south-at }, { $last-to }… na hupata maneno haya kwa ubao uliochorwa
## (umelala, umesimama kwenye simu, umegeuzwa). Kila moja hutaja ukingo wake mara moja.
place-at-bottom = chini
place-at-top = juu
place-at-left = kushoto
place-at-right = kulia
place-adj-bottom = chini
place-adj-top = juu
place-adj-left = kushoto
place-adj-right = kulia
place-to-bottom = kuelekea chini
place-to-top = kuelekea juu
place-to-left = kuelekea kushoto
place-to-right = kuelekea kulia
place-from-bottom = kutoka chini
place-from-top = kutoka juu
place-from-left = kutoka kushoto
place-from-right = kutoka kulia

## Idadi ya vipande vya kila mchezo (lang/GLOSSARY.md)
pieces-gore = ng'ombe { $n }
pieces-urim = mbegu { $n }
pieces-anywoli = mbegu { $n }
pieces-bao-kigogo = kete { $n }
pieces-tsoro = mawe { $n }
pieces-tsoro.one = jiwe { $n }
playing = { $what }…
playing-step = { $what }… { $caption }
playing-offer =
    { $player } anamtolea { $opponent } { $pits } kwa ng'ombe { $price } waliotekwa (G5)
playing-accept =
    { $player } anakubali: mashimo yanakuwa ya { $player }, yakilipiwa ng'ombe { $each }
    waliotekwa kila moja (G7)
playing-decline =
    { $player } anakataa toleo: ushindi wa { $player } sasa utakuwa ushindi usio na
    fahari (G8)
playing-stop = { $player } anasimama kwenye kichwa { $pit } na kumaliza zamu (T6)
playing-continue = { $player } anachukua mawe ya kichwa { $pit } na kuendelea kusambaza (T6)
playing-pass = { $player } hana cha kusambaza, anapitisha zamu
playing-pick = { $player } anakula shimo la ziada (T10)
why-fewer-than-three =
    Kila shimo lilikuwa na ng'ombe wachache kuliko watatu, jambo linalomaliza mchezo (G12).
why-starved = { $player } hakuwa na mbegu za kusambaza, jambo linalomaliza mchezo (U10).
why-all-captured = Mbegu zote zilikuwa zimeliwa, jambo linalomaliza mchezo (A8).
why-last-four = Zilibaki mbegu nne tu ubaoni, jambo linalomaliza mchezo (A8).
why-wiped = Kete zote za { $player } zililiwa, kwa hiyo { $player } ameshindwa (B10).
why-immobilised =
    { $player } hakuweza kucheza hatua yoyote, na mchezaji asiyeweza kucheza hushindwa
    ({ $rule }).
why-repetition =
    Hali ileile ya ubao ilitokea kwa mara ya tatu, kwa hiyo mchezo ulisimamishwa hapo (C7).
why-bao-repetition = Hali ya ubao ilijirudia, jambo linalomaliza Bao Kigogo kwa sare (B11).
why-safeguard =
    Hali ileile ya ubao ilitokea kwa mara ya tatu; hapo programu hii humaliza mchezo kwa
    sare, tahadhari ambayo si mojawapo ya sheria za jadi (T13).
left-gore =
    Ng'ombe { $n } waliobaki ubaoni walichukuliwa na mmiliki wa kila shimo: Kusini
    { $south }, Kaskazini { $north } (G13).
left-gore.one =
    Ng'ombe wa mwisho ubaoni alichukuliwa na mmiliki wa shimo lake: Kusini { $south },
    Kaskazini { $north } (G13).
left-urim =
    Mbegu { $n } zilizobaki ubaoni zilienda kwa mchezaji wa safu zilimokuwa: Kusini
    { $south }, Kaskazini { $north } (U11).
left-urim.one =
    Mbegu ya mwisho ubaoni ilienda kwa mchezaji wa safu ilimokuwa: Kusini { $south },
    Kaskazini { $north } (U11).
left-anywoli = Mbegu { $n } za mwisho ubaoni zilienda kwa { $player } (A9).
left-anywoli.one = Mbegu ya mwisho ubaoni ilienda kwa { $player } (A9).
left-anywoli-rows =
    Mbegu { $n } zilizobaki ubaoni zilienda kwa mchezaji wa safu zilimokuwa: Kusini
    { $south }, Kaskazini { $north } (A11).
left-anywoli-rows.one =
    Mbegu ya mwisho ubaoni ilienda kwa mchezaji wa safu ilimokuwa: Kusini { $south },
    Kaskazini { $north } (A11).
left-none = Mbegu { $n } zilizobaki ubaoni hazikwenda kwa yeyote.
left-none.one = Mbegu ya mwisho ubaoni haikwenda kwa yeyote.
left-none-bao-kigogo =
    Kete { $n } zilizobaki ubaoni haziendi kwa yeyote: zinazohesabiwa ni zilizoliwa tu (B1).
left-none-bao-kigogo.one =
    Kete ya mwisho ubaoni haiendi kwa yeyote: zinazohesabiwa ni zilizoliwa tu (B1).
left-none-tsoro =
    Mawe { $n } yaliyobaki ubaoni hayaendi kwa yeyote: yanayohesabiwa ni yaliyoliwa tu (T11).
left-none-tsoro.one =
    Jiwe la mwisho ubaoni haliendi kwa yeyote: yanayohesabiwa ni yaliyoliwa tu (T11).
## issue 14: maelezo ya orodha ya hatua, kutazama nyuma, vitufe vya mabadilishano na vichwa
note-captured = { $player } anakula { $list }
note-bonus = chaguo la ziada: { $list }
note-offer = { $player } anatoa toleo la { $pits } kwa gharama ya { $price }
note-accept = { $player } anakubali { $pits } na kulipa { $price }
moves-entry-title = Onyesha ubao baada ya zamu hii
preview-showing =
    Unatazama nyuma zamu ya { $k } ({ $player }: { $tokens }): ubao kama ulivyokuwa baada
    yake. Huwezi kucheza hapa.
preview-back = Rudi kwenye mchezo
preview-blocked = Unatazama zamu iliyopita: rudi kwenye mchezo ili ucheze.
offer-why-not = Hakuna mabadilishano sasa: { $reason }
offer-why-too-dear =
    { $player } ana ng'ombe { $has } waliotekwa, mabadilishano yanahitaji angalau
    { $need } (G5)
button-keep-sowing = Endelea kusambaza: chukua { $n } kutoka { $pit }
button-end-turn = Maliza zamu yangu hapa
option-traditional = { $value } (kijadi)

## Kihariri cha hali ya ubao (issue 12)
edit-position = Hariri hali hii ya ubao
edit-position-title = Fungua kihariri cha hali ya ubao, ubao ukiwa kama ulivyo sasa
editor-prompt =
    Kihariri cha hali ya ubao: bofya shimo kuongeza moja; Shift+bofya, bofya kulia au
    kubonyeza kwa muda mrefu huondoa moja.
editor-prompt-owners =
    Kubadilisha wamiliki: bofya shimo ili liwe la mchezaji mwingine (G2). Bofya
    “Badilisha wamiliki” tena kurudi kwenye idadi.
editor-opening = Hali ya mwanzo
editor-clear = Ubao mtupu
editor-to-move = { $player } anaanza (badilisha)
editor-owner-tool = Badilisha wamiliki
editor-close = Rudi kwenye mchezo
editor-pile = { $store } ({ $player }):
editor-pile-less = Moja pungufu kwenye rundo la { $player }
editor-pile-more = Moja zaidi kwenye rundo la { $player }
editor-count = Idadi katika { $pit }:
editor-count-bad = Idadi ya shimo ni namba kamili kuanzia 0 hadi 250.
editor-keys =
    Vitufe: mishale huhamia kati ya mashimo, Enter au + huongeza moja, - au Backspace
    huondoa moja, 0 hulifanya shimo tupu, O hubadilisha mmiliki wake (Goré).
editor-check = Sheria zinasema nini kuhusu hali hii ya ubao
editor-total =
    Ubaoni { $board } + zilizoliwa { $captured } = { $sum } kati ya { $total } za mchezo.
editor-rule-total =
    Jumla isizidi { $n }, ubaoni na zilizoliwa: { $game } huchezwa kwa { $n }.
editor-rule-limit = Hakuna shimo lenye zaidi ya mbegu { $n } (U5).
editor-rule-sides =
    Hakuna upande wenye zaidi ya idadi yake ya mwanzo, { $n }: katika { $game } hakuna
    kinachovuka kwenda upande mwingine.
editor-rule-owners-free = Shimo lolote linaweza kuwa la mchezaji yeyote (G2).
editor-rule-owners-fixed = Kila shimo ni la mchezaji wa safu yake.
editor-ok = Hali hii ya ubao inaweza kuchezwa.
editor-over-at-once =
    Hali hii ya ubao inaweza kupakiwa, lakini mchezo unaisha papo hapo: mchezaji wa zamu
    hawezi kuendelea.
editor-out = Tumia hali hii ya ubao
editor-against = Icheze dhidi ya
editor-against-computer = kompyuta (wastani)
editor-against-friend = rafiki kwenye kifaa hiki
editor-play-here = Cheza kuanzia hapa
editor-diagram = Pakua mchoro (SVG)
editor-edit-link = Kiungo cha kuihariri:
editor-view-link = Kiungo cha fremu ya wiki (kwa kutazama tu):
editor-copy = Nakili
editor-copied = Imenakiliwa.
editor-copy-by-hand = Kivinjari kimekataa kunakili: chagua maandishi na uyanakili kwa mkono.
editor-json = Hali ya ubao kama JSON (kwa mancala apply --position)
editor-playing = Mchezo kutoka hali iliyohaririwa: ni zamu yako, ukiwa Kusini.

## Ubao wa uchambuzi na mapitio ya mchezo (issue 12)
analyse = Chambua
analyse-title =
    Onyesha thamani ya kompyuta kwa kila hatua ya mchezaji wa zamu (iliyo bora imewekwa
    alama)
review = Pitia mchezo
review-title = Chambua kila hali ya ubao katika mchezo na uweke alama kwenye makosa
review-heading = Mapitio ya mchezo
review-running = Mapitio: hali { $k } kati ya { $n } zimechambuliwa.
review-cancel = Ghairi
review-cancelled = Mapitio yamesimamishwa baada ya hali { $k } kati ya { $n }.
review-chart =
    Thamani kwa Kusini baada ya kila hatua: juu ni nzuri kwa Kusini, chini kwa Kaskazini
    (imechorwa hadi { $clamp } kila upande).
review-mistakes = Makosa (hasara ya { $amount } au zaidi ukilinganisha na hatua bora)
review-mistake =
    Hatua ya { $k }, { $player } alichagua { $played }; ingekuwa bora { $best }. Ijaribu
review-cost = Kwa hesabu ya kompyuta, iligharimu { $loss } ukilinganisha na hatua bora zaidi.
review-none = Hakuna makosa: hakuna hatua iliyopoteza { $amount } au zaidi ukilinganisha na bora.
review-nothing = Bado hakuna cha kupitia: hakuna hatua iliyochezwa.
review-jumped =
    Kabla ya hatua ya { $k }: ingekuwa bora { $best } (imewekwa alama). Icheze, au bofya
    Rudia kufuata mchezo.
analysis-unavailable = Uchambuzi haupatikani: { $why }.
review-mistake-loses =
    Hatua ya { $k }, { $player } alichagua { $played }: hii inapoteza mchezo; ingekuwa
    bora { $best }. Ijaribu
review-mistake-misses-win =
    Hatua ya { $k }, { $player } alichagua { $played }: hii inaachia ushindi uliokuwa
    mkononi; ingekuwa bora { $best }, hatua inayoleta ushindi usioepukika. Ijaribu

## Masomo na mafumbo (issue 13)
query-puzzle =
    fumbo “{ $value }” si namba ya fumbo (1, 2, …); linafunguliwa la kwanza ambalo
    halijateguliwa
puzzle-beyond = Hakuna fumbo namba { $n }: mchezo huu una mafumbo { $len }. Hili ndilo la kwanza.
course-loading = Inapakia…
course-failed = Haikuweza kupakiwa ({ $why }). Pakia upya ukurasa ujaribu tena.
course-no-help =
    Hakuna madokezo, uchambuzi wala Rudia hapa: somo na mafumbo ni kwa ajili ya kugundua
    mwenyewe.
learn-link = Jifunze kucheza
puzzles-link = Mafumbo
learn-heading = Jifunze { $game }
learn-step = Sehemu { $k } kati ya { $n }
learn-rule = Sheria { $rule }
next-step = Inayofuata
step-again = Anza sehemu hii upya
step-over = Sehemu hii imekamilika: bonyeza Inayofuata kuendelea.
lesson-over = Somo limekwisha: cheza mchezo, au anza somo upya.
lesson-done =
    Hongera: umeona kila sheria ya { $game }. Sasa cheza mchezo mzima dhidi ya kompyuta
    ya kiwango cha Mwanzo.
play-beginner = Cheza dhidi ya kiwango cha Mwanzo
lesson-again = Anza somo upya
puzzle-heading = Fumbo { $n } kati ya { $len }
puzzle-level-easy = rahisi
puzzle-level-medium = wastani
puzzle-level-hard = ngumu
puzzle-task-capture = Zamu ya { $player }: kula kadiri uwezavyo katika zamu moja.
puzzle-task-best = Zamu ya { $player }: tafuta hatua bora.
puzzle-task-win = Zamu ya { $player }: shinda kwa hatua mbili, vyovyote mpinzani atakavyojibu.
puzzle-task-win1 = Zamu ya { $player }: shinda mchezo kwa hatua hii.
puzzle-task-decide = Zamu ya { $player } kuamua: fanya uamuzi bora.
puzzle-answering = Upande mwingine unajibu…
puzzle-right =
    Sahihi: { $token } ndilo jibu bora (thamani { $value } kwa uchambuzi wa kompyuta).
puzzle-wrong = Si bora: { $token } ina thamani { $yours }, { $best } ina thamani { $value }.
puzzle-wrong-later = Si bora: { $token }. { $best } ilikuwa bora zaidi hapa.
puzzle-line = Mfuatano bora wa hatua: { $line }
puzzle-progress = Yaliyoteguliwa: { $k } kati ya { $n }
puzzle-solved-mark = limeteguliwa
next-puzzle = Fumbo linalofuata
puzzle-again = Jaribu tena
puzzle-right-win = Sahihi: { $token } inaleta ushindi usioepukika.
puzzle-wrong-win =
    Si bora: { $token } ina thamani { $yours }, ilhali { $best } inaleta ushindi
    usioepukika.
puzzle-over = Fumbo hili limekwisha: lijaribu tena au endelea na linalofuata.
course-next = Soma kilichotokea hapo juu, kisha endelea kwa kitufe kilichopo hapo.
course-other = Vilevile kwa:
course-play = Cheza { $game }

## issue 24: kusalimu amri dhidi ya kompyuta (matokeo, kitufe, rekodi)
end-resigned = { $player } amesalimu amri
why-resigned =
    { $player } amesalimu amri, kwa hiyo { $winner } ameshinda. Tendua hufuta kusalimu
    amri huko.
narration-resigned = { $player } amesalimu amri. { $winner } ameshinda.
resign = Salimu amri
resign-title = Acha mchezo huu: kompyuta inashinda (Tendua hufuta hilo)
record-resigned-result =
    { $player } amesalimu amri, kwa hiyo Result ni { $winner }, si “{ $value }”

## Sehemu zinazokunjwa za ukurasa (issue 24): mipangilio na menyu ya vidhibiti vingine
settings = Mipangilio
more = Zaidi
skip-to-board = Nenda kwenye ubao

## Upande wa msomaji, hadi hatua yake ya kwanza (issue 24)
your-side-south = Unacheza Kusini: mashimo yako yapo { $south-at }.
your-side-north = Unacheza Kaskazini: mashimo yako yapo { $north-at }.

## Issue 25: hatua kwa maneno
# Hatua moja kama kitenzi-jina kifupi, herufi ndogo, kinachofuata "ingekuwa bora"
# au kusimama ndani ya alama za nukuu (`ui::texts::input_words`); kamwe si tokeni.
input-sow = kusambaza { $pit }
input-pick = kuchagua { $pit }
input-pass = kupitisha zamu
# Toleo la mashimo kadhaa, kisha la shimo moja ("mashimo a1 na b1", "shimo a1").
input-offer = kumtolea { $opponent } mashimo { $pits }
input-offer-one = kumtolea { $opponent } shimo { $pits }
input-accept = kukubali toleo
input-decline = kukataa toleo
input-continue = kuendelea kusambaza kutoka kichwa { $pit }
input-stop = kusimama kwenye kichwa { $pit }
# Mawili ya mwisho ya orodha ya majina ya mashimo: "a1, b1 na d1".
list-and = { $list } na { $last }
list-parts = { $list }; { $next }

## Issue 25: fumbo lililokosewa, kwa lugha ya mchezo
puzzle-missed = Si bora: { $input }.
puzzle-allows = Inamwezesha { $player } kula { $list } kwa { $reply } ({ $rules }).
puzzle-better = Bora zaidi: { $input }.
puzzle-better-captures = Bora zaidi: { $input }, hatua inayokula { $list } ({ $rules }).
puzzle-better-captures-wins =
    Bora zaidi: { $input }, hatua inayokula { $list } ({ $rules }) na kuleta ushindi
    usioepukika.
puzzle-better-holds =
    Bora zaidi: { $input }: baada yake { $player } hawezi kula zaidi ya { $n } papo hapo.
puzzle-better-safe = Bora zaidi: { $input }: baada yake { $player } hana cha kula papo hapo.
puzzle-better-wins = Bora zaidi: { $input }, hatua inayoleta ushindi usioepukika.
puzzle-values = Thamani za kompyuta: { $best } { $value }, { $token } { $yours }.
puzzle-show-line = Onyesha mfuatano bora wa hatua
line-start = Mfuatano bora wa hatua, hatua { $n }: zipitie moja moja kwa vitufe.
line-at = Hatua { $k } kati ya { $n }: { $words }
line-step = { $player }: { $input }.
line-step-captures = { $player }: { $input }, anakula { $list } ({ $rules }).
line-close = Rudi kwenye fumbo

## Issue 25: kuonyesha hatua ikichezwa
# Kitufe kwenye ukingo wa ubao wakati hatua inaonyeshwa ikichezwa: huonyesha
# sehemu iliyobaki ya hatua hiyo mara moja (`app::board_skip`).
board-skip = Ruka hadi mwisho wa hatua hii

## Issue 26: ubao kabla ya wasm
# Huonyeshwa juu ya picha ya ubao wakati msimbo wa mchezo unapakuliwa
# (static/picture.js; huandikwa ndani ya static/picture-data.js na ui::picture).
picture-loading = Mchezo unapakiwa…
picture-still-loading = Bado unapakiwa: mchezo utakuwa tayari baada ya muda mfupi.
picture-failed =
    Mchezo haukuweza kuanza ({ $why }). Angalia muunganisho wa intaneti kisha pakia upya
    ukurasa.
picture-reload = Pakia upya
