# Azərbaycan dili kataloqu: səhifənin və `mancala diagram --lang az` əmrinin bütün sözləri.
# Format (Fluent formatının kiçik bir hissəsi, src/ui/texts/catalogue.rs oxuyur):
#   açar = mətn               bir sətir
#   açar =                    və ya bir neçə sətir: hər biri abzasla başlayır,
#       mətnin davamı         sətirlər boşluqla birləşdirilir
#   { $ad }                   arqument, onu kod doldurur
#   açar.one = …              yalnız ingiliscədə: say 1 olanda işlənən forma
# # ilə başlayan sətirlər şərhdir. en.ftl faylındakı hər açar (`.one` formalarından
# başqa) burada da olmalıdır (bunu Rust testi yoxlayır).

## Oyun seçimində qısa təsvirlər (ən çoxu 90 simvol)
tagline-gore =
    Kot-d'İvuar · 2 × 4 · ikilər və dördlər ələ keçirilir, çuxurlar inək müqabilində verilir
tagline-urim =
    Kabo-Verde · 2 × 6 və ya 2 × 7 · Oware kimi ikilər və üçlər ələ keçirilir, matç xalları
tagline-anywoli =
    Efiopiya və Cənubi Sudan · 2 × 12 · estafet səpini, dördlər ələ keçirilir, əlavə gedişlər
tagline-bao-kigogo =
    Tanzaniya · 4 × 12 · öz iki cərgən boyunca estafet səpini, bütöv sütunlar ələ keçirilir
tagline-tsoro =
    Zimbabve · 4 × 21 · estafet səpini, dayanmaq üçün başlar, sütun və bonus ələ keçirmələri

## Lövhədə ələ keçirilənlərin yığınının adı
store-gore = ələ keçirilmiş inəklər
store-urim = anbar
store-anywoli = anbar
store-bao-kigogo = ələ keçirilmiş
store-tsoro = ələ keçirilmiş

## Lövhənin altında səpin haqqında izah (bir cümlə)
hint-gore =
    İnəklər saat əqrəbinin əksinə bütün 8 çuxuru dövrə vurur: 1-ci cərgədə { $forward },
    sonra 2-ci cərgədə { $back } və beləcə dövrə davam edir.
hint-urim =
    Toxumlar saat əqrəbinin əksinə hər iki cərgədən keçir (1-ci cərgədə { $forward },
    2-ci cərgədə { $back }), heç vaxt anbara düşmür, başlanğıc çuxurunu və artıq 17
    toxum olan çuxurları isə atlayır.
hint-anywoli =
    Toxumlar saat əqrəbinin əksinə bütün 24 çuxuru dövrə vurur (1-ci cərgədə { $forward },
    2-ci cərgədə { $back }) və heç vaxt anbara düşmür.
hint-bao-kigogo =
    Hər oyunçu yalnız öz iki cərgəsi boyunca saat əqrəbinin əksinə səpir: Cənub 1-ci
    cərgədə { $forward }, 2-ci cərgədə { $back }, Şimal isə 3-cü cərgədə { $forward },
    4-cü cərgədə { $back }.
hint-tsoro =
    Hər oyunçu yalnız öz iki cərgəsi boyunca saat əqrəbinin əksinə səpir (Cənub: 1-ci
    cərgədə { $forward }, sonra 2-ci cərgədə { $back }; Şimal: 3-cü cərgədə
    { $forward }, sonra 4-cü cərgədə { $back }), dövrənin son daşı dolu baş çuxuruna
    düşəndə isə oyunçu orada dayana bilər.
## Oyun haqqında panellər (60–120 söz)
about-gore =
    Goré oyununda fiqurlara ayla, yəni “inəklər” deyilir, çünki mal-qara çoxdan bəri
    var-dövlət rəmzidir. Oyunu Kot-d'İvuarın mərkəzində, meşələrin savannaya keçdiyi
    zolaqda yaşayan Quro xalqı oynayır; onları Kveni adı ilə də tanıyırlar, oyma
    maskaları, ağac işləri və parçaları isə geniş şöhrət qazanıb. Oyunu 2009-cu ildə
    Jordi Climent Tondo qeydə alıb. Onu başqalarından fərqləndirən cəhət oyun zamanı
    torpağın əldən-ələ keçməsidir: oyunçu rəqibinə bir, iki və ya üç çuxur təklif edə
    bilər, onları qəbul edən isə hər birinə ələ keçirdiyi inəklərdən altısını
    qoymalıdır. Təklifdən boyun qaçırmaq xəsislik sayılır, buna görə də imtina edib
    sonra udan oyunçu yalnız “şöhrətsiz qələbə” qazanır.
about-urim =
    Bu iki cərgəli oyunu Kabo-Verdenin ən kiçik məskun adası olan Bravada Urim
    adlandırırlar; arxipelaqın başqa adalarında ona Ouri, Huri, Ourim, Òrè, Ori və ya
    Uril deyirlər. Oyun Qərbi Afrikadakı Oware ailəsinə mənsubdur və Kabo-Verde
    sakinləri onu Anqolaya qədər aparıblar. Kişilər banco de ouri adlanan oyma
    skamyalarda əyləşib oynayır, toxum olaraq isə bərk, boz rəngli qoz-toxumlardan
    (Caesalpinia crista) istifadə edirlər. Səpini başa vuran toxumun da öz adı var:
    urin. Kreol dilindəki bir tapmaca lövhəni “on iki ağız, qırx səkkiz diş” kimi təsvir
    edir və çuxur başına dörd toxum qoyulan köhnə dəstləri yada salır. Oyunun ilk
    ətraflı təsvirini 1994-cü ildə Kabo-Verdedən olan tədqiqatçı Elísio Romariz Santos
    Silva verib.
about-anywoli =
    Anuak dilində Anywoli “doğum” və ya “doğmaq” deməkdir. Bu oyunu Efiopiyanın
    qərbindəki Qambela bölgəsində və qonşu Cənubi Sudanda (Akobo, Poçalla, Cokau)
    yaşayan, sayı təxminən 78 000 nəfər olan Anuak xalqı oynayır; onlar çay boylarında
    balıqçılıq, əkinçilik və ovçuluqla dolanırlar. On iki çuxurlu iki cərgə və 96 toxum
    bu lövhəni Afrikanın ən iri iki cərgəli lövhələrindən birinə çevirir. Bir çuxura
    oto, çoxlu çuxura udi, yəni “evlər” deyilir, toxumlar isə nyibaré, “lövhə oyununun
    uşaqları” adlanır. Güclü oyunçular bir-birinə oyunun son mərhələsinə aid tapmacalar
    verirlər. Bölgədən kənarda oyunu tarixçi Richard Pankhurst tanıdıb: o, 1971-ci ildə
    bu oyun haqqında yazıb.
about-bao-kigogo =
    Tanzaniyanın quraq mərkəzi yaylasında, indiki Dodoma vilayətində yaşayan Qoqo
    (Vaqoqo) xalqı əkinçilik və maldarlıqla məşğuldur, Bao Kigogo isə onların dörd
    cərgəli oyunudur. Bu oyunu bizə alman lüteran missioneri Martin Klamroth tanıdıb: o,
    Mpapua (indiki Mpvapva) missiyasında oyunu izləyib və 1911-ci ildə qaydalarını
    Archiv für Anthropologie jurnalında, “Afrikanische Brettspiele” adlı məqaləsində
    dərc edib. Onun qohumları arasında sahilboyu suahililərin Hawalis oyununa verdiyi ad
    olan Bao Kiarabu, Mozambikdəki Njombwa, həmçinin Şərqi və Cənubi Afrikanın başqa
    dörd cərgəli estafet oyunları var. Başlanğıc qəsdən qeyri-bərabər qurulur: hər ön
    cərgənin bir künc çuxuru boş qalır, buna görə də mövqe elə ilk gedişdən tarazlığını
    itirmiş olur.
about-tsoro =
    Dörd cərgəli bu mankalanı oynamaq üçün çox vaxt hazır lövhə belə lazım olmur:
    çuxurlar, yəni magomba (tək halda gomba), elə torpağın içində qazılır, fiqur kimi
    isə matombo adlanan çay çınqılları, yabanı toxumlar və ya butulka qapaqları
    götürülür; kağıza çəkilmiş və ağacdan oyulmuş lövhələr də işlənir. Zimbabvenin
    şimal-şərqində yaşayan Şona xalqı “tsoro” sözünü bütün lövhə oyunlarına şamil edir:
    bu ad damanı, üç daşı bir xəttə düzmə oyununu (Tsoro Yemutatu) və on iki daşlı
    dəyirmanı (Tsoro Yemutwelve) da əhatə edir. Bu səhifədəki oyunun özünün daha dəqiq
    adları var: Fuva və ya Imbwe. Onun qaydalarını ilk dəfə 1964-cü ildə J. B. Matthews
    ardıcıl şəkildə yazıya alıb. Oyunçunun istəsə dayana biləcəyi iki çuxur başlar,
    misoro adlanır (tək halda musoro, “baş”).
## Qaydalar paneli: docs/rules/ qovluğundakı hər qayda nömrəsi üçün bir yazı

rule-G1 =
    Goré 4 çuxurlu 2 cərgədə oynanılır (Cənubun çuxurları a1–d1, Şimalınkılar a2–d2),
    başlanğıcda hər çuxurda 6 inək olur: cəmi 48.
rule-G2 =
    Hər oyunçu əvvəlcə öz cərgəsinin dörd çuxuruna sahib olur, lakin sahiblik cərgəyə
    deyil, hər bir çuxura aiddir: mübadilədən sonra hər iki cərgədə çuxurun ola bilər.
    Lövhə hər çuxurun kimə məxsus olduğunu həmişə göstərir.
rule-G3 =
    Növbən çatanda ya səpirsən, ya mübadilə təklif edirsən, ya da növbəni ötürürsən.
    Səpmək üçün sənə məxsus boş olmayan istənilən çuxurdan bütün inəkləri götürüb onları
    bir-bir saat əqrəbinin əksinə, 8 çuxurun hamısından ibarət halqa boyunca səpirsən;
    bu, əlin boşalanda bitən tək dövrədir. Bu tətbiqdə tam dövrə vuran ovuc götürüldüyü
    çuxura da bir inək qoyur.
rule-G4 =
    Növbənin əvvəlində sənə məxsus bütün çuxurlar boşdursa, növbəni ötürürsən və
    rəqibinin səpini çuxurlarına inək qoyana qədər ötürməyə davam edirsən. Bu tətbiqdə
    növbəni yalnız səpə bilmədikdə ötürə bilərsən; təklifə icazə varsa, ötürmək əvəzinə
    mübadilə də təklif edə bilərsən.
rule-G5 =
    Səpmək əvəzinə rəqibinə 1, 2 və ya 3 çuxurunu təklif edə bilərsən və hansı çuxurlar
    olduğunu özün dəqiq seçirsən. Bu tətbiqdə ən azı bir çuxur səndə qalmalıdır, boş
    çuxurlar da təklif oluna bilər, k çuxurdan ibarət təklif üçün rəqibinin ən azı 6 × k
    ələ keçirilmiş inəyi olmalıdır və ardıcıl iki növbəndə təklif edə bilməzsən (növbəni
    ötürmək növbə sayılır, təklifə cavab vermək isə sayılmır).
rule-G6 =
    Təklif etməklə növbən başa çatır. Rəqibin təklifi qəbul və ya rədd edir, hər iki
    halda isə sonrakı gediş onundur (səpmək, təklif etmək və ya növbəni ötürmək).
rule-G7 =
    Təklif qəbul edilərsə, çuxurlar alan tərəfə keçir: o, bu çuxurlardan səpə bilər,
    çuxurlar isə ələ keçirmələrdə və oyunun sonundakı yığımda onun sayılır. Ödəniş
    olaraq alan tərəf dərhal ələ keçirdiyi inəklərdən altısını əldə etdiyi hər çuxura,
    oradakıların üstünə qoyur, beləliklə 6 × k inək oyuna qayıdır.
rule-G8 =
    Mübadilədən imtina etmək comərdliyə yaraşmayan iş sayılır: təklifi rədd edib sonra
    həmin oyunu udsan, qələbən “şöhrətsiz qələbə” olur və nəticədə bu qeyd edilir.
rule-G9 =
    Səpdiyin son inək rəqibinə məxsus çuxura düşüb oradakı sayı düz 2 və ya 4 edərsə,
    həmin inəkləri ələ keçirirsən: onlar lövhədən götürülür və sənin ələ keçirdiyin
    inəklərə qoşulur.
rule-G10 =
    Belə ələ keçirmədən sonra son inəyin düşdüyü çuxurdan irəli (səpin istiqamətində)
    uzanan və hər birində düz 2 və ya 4 inək olan fasiləsiz çuxur zəncirini də
    çuxur-çuxur götürürsən, geriyə uzanan zənciri də eləcə. Hər zəncir başqa sayda inək
    olan ilk çuxurda qırılır; yalnız son inəyin düşdüyü çuxur rəqibinin olmalıdır, ona
    görə də zəncir halqa boyunca dolanıb sənin öz çuxurlarına keçə bilər və heç bir
    çuxur iki dəfə götürülmür (boşaldılmış çuxurda 0 olur və o, zənciri qırır).
rule-G11 = Bütün ələ keçirmələr başa çatan kimi növbən bitir.
rule-G12 =
    Hər hansı növbədən sonra bütün çuxurlarda üçdən az inək (0, 1 və ya 2) qalan kimi
    oyun bitir. Bu tətbiqdə bu, səpindən, növbə ötürüləndən, təklif qəbul və ya rədd
    ediləndən sonra yoxlanılır, lakin heç vaxt təklifin dərhal ardınca və başlanğıc
    mövqedə yoxlanılmır.
rule-G13 =
    Bu zaman lövhədə qalan inəklər olduqları çuxurun sahibinə keçir və həmin oyunçunun
    ələ keçirdiyi inəklərə əlavə olunur.
rule-G14 =
    Ümumi inək sayı çox olan oyunçu qalib gəlir; 24–24 heç-heçədir. Uyğun hallarda
    qələbə G8 qaydasındakı “şöhrətsiz qələbə” qeydini daşıyır, heç-heçə isə heç vaxt.
rule-G15 =
    Bu tətbiqdə eyni mövqe üçüncü dəfə yarananda da oyun bitir (C7) və nəticə G13 və G14
    qaydalarına görə hesablanır.

rule-U1 =
    Urim 6 çuxurlu 2 cərgədə, seçim olaraq isə 7 çuxurlu cərgələrdə oynanılır, hər
    çuxurda 3 toxum olur: cəmi 36 və ya 42 toxum. Başqa bir seçim hər çuxura 4 toxum
    qoyur (köhnə dörd toxumlu dəstlər kimi), cəmi 48 və ya 56 olur; toxumların ümumi
    sayından yalnız U12 qaydasının xal hədləri asılıdır, U4 qaydasındakı bütün çuxurları
    əhatə edən tam dövrə və U5 qaydasındakı 17 həddi dəyişmir.
rule-U2 =
    Hər oyunçuya öz cərgəsinin çuxurları və lövhənin bir ucundakı anbar məxsusdur:
    Cənubun anbarı { $last-at }, Şimalınkı isə { $first-at } yerləşir. Ələ keçirilən
    toxumlar ələ keçirənin anbarına gedir.
rule-U3 =
    Növbən çatanda öz cərgəndəki boş olmayan istənilən çuxurdan bütün toxumları götür və
    onları bir-bir, saat əqrəbinin əksinə, sonrakı çuxurlara səp: hər iki cərgədən
    keçirsən, amma heç vaxt anbara səpmirsən. Səpin tək dövrədən ibarətdir: əlin
    boşalanda gediş bitir.
rule-U4 =
    Ovuc tam dövrə vuracaq qədər böyük olanda (2 × 6 lövhədə 12 və ya daha çox, 2 × 7
    lövhədə 14 və ya daha çox toxum) boşaldılmış başlanğıc çuxuru atlanır. Bu tətbiqdə
    səpin başlanğıc çuxuruna hər dəfə geri çatanda həmin çuxur atlanır; U5 qaydasındakı
    atlamalar buna daha kiçik ovucla da səbəb ola bilər.
rule-U5 =
    Heç bir çuxurda heç vaxt 17-dən çox toxum ola bilməz. Bu tətbiqdə artıq 17 toxum
    olan çuxur başlanğıc çuxuru kimi atlanır və toxum növbəti çuxura keçir; hansısa
    çuxurunda 17-dən çox toxum olan mövqe yolverilməzdir.
rule-U6 =
    Rəqibinin cərgəsində heç bir toxum yoxdursa və ora ən azı bir toxum qoyan gediş
    varsa, belə bir gediş seçməlisən. Bu tətbiqdə belə gediş yoxdursa, istənilən gedişə
    icazə verilir (bu halda rəqibin gediş edə bilməyəcək və oyun U10 qaydasına görə
    bitəcək); gediş ora qoyduğu toxumları ələ keçirmə ilə dərhal geri alsa belə, rəqibə
    toxum qoyan gediş sayılır.
rule-U7 =
    Yalnız son toxumun rəqibinin çuxuruna düşüb oradakı sayı düz 2 və ya 3 edəndə ələ
    keçirirsən. Orada 4 və ya başqa bir say alınarsa, heç nə ələ keçirilmir.
rule-U8 =
    Ələ keçirmə başlayan kimi son toxumun düşdüyü çuxurdan əvvəlki rəqib çuxurları da
    (geriyə, səpin istiqamətinin əksinə gedərək), hər birində 2, 3 və ya 4 toxum olduğu
    müddətcə, bir-birinin ardınca ələ keçirilir. Zəncir başqa sayda toxum olan ilk
    çuxurda və ya rəqibinin cərgəsinin sonunda qırılır.
rule-U9 =
    Bu tətbiqdə ələ keçirmə rəqibinin cərgəsindəki bütün toxumları götürə bilər (mənbə
    heç nəyi qadağan etmir); bu zaman növbəti gedişə U6 qaydası (rəqibə toxum qoymaq)
    tətbiq olunur.
rule-U10 =
    Gediş növbəsi çatan oyunçunun qaydaya uyğun gedişi olmayanda (toxumu qalmayıb:
    aclıq) və ya qalan toxumlar heç nə ələ keçirilmədən sonsuzadək dövrə vuracaqsa, oyun
    bitir; tətbiq bu sonuncu halı təkrarlanmaya görə müəyyən edir (C7).
rule-U11 =
    Bu tətbiqdə oyun bitəndə lövhədə qalan toxumlar hansı oyunçunun cərgəsindədirsə, ona
    keçir.
rule-U12 =
    Urim bir neçə oyundan ibarət matç kimi oynanılır və tətbiq matçın cari hesabını
    aparır. Hesablamada oyunun son toplamları (U11 qaydası tətbiq olunandan sonra)
    götürülür: toxumların ən azı dörddə üçünü (36 toxumdan 27, 42 toxumdan 32, 48
    toxumdan 36, 56 toxumdan 42) ələ keçirmək 1 xal, yarısından çoxunu, lakin dörddə
    üçündən azını (19–26, 22–31, 25–35, 29–41) ələ keçirmək ½ xal gətirir, bərabər bölgü
    isə heç nə vermir: oyun heç-heçə bitir. Bu tətbiqdə kiçik qələbə yarım xal
    dəyərindədir, çünki mənbənin bu yeri təhrif olunub, lakin orada kəsrli matç
    xallarından bəhs edilir və hər iki hədd verilir.

rule-A1 =
    Anywoli 12 çuxurlu 2 cərgədə oynanılır, hər çuxurda 4 toxum olur: cəmi 96 toxum. Hər
    oyunçuya öz cərgəsi və bir anbar məxsusdur (Cənubun anbarı { $last-at }, Şimalınkı {
    $first-at }), toxumlar isə heç vaxt anbarlara səpilmir.
rule-A2 =
    Növbən çatanda öz cərgəndəki boş olmayan istənilən çuxuru seç, onun bütün
    toxumlarını götür və bir-bir, saat əqrəbinin əksinə, bütün 24 çuxurdan ibarət halqa
    boyunca sonrakı çuxurlara səp.
rule-A3 =
    Estafet: dövrənin son toxumu əvvəlcədən toxum olan çuxura düşərsə (yəni indi orada 2
    və ya daha çox toxum varsa) və A5 qaydası tətbiq olunmursa, həmin çuxurdakı bütün
    toxumları, indicə qoyulanı da daxil olmaqla, götür və növbəti çuxurdan başlayaraq
    yeni dövrədə səp.
rule-A4 =
    Dövrənin son toxumu boş çuxura düşəndə və ya həmin son toxum A5 qaydasına görə ələ
    keçirmə edəndə gedişin bitir.
rule-A5 =
    Dövrənin son toxumu çuxurdakı sayı düz 4 edərsə, çuxurun kimə məxsus olmasından
    asılı olmayaraq həmin dörd toxumu sən, yəni gediş edən oyunçu ələ keçirirsən.
    Gedişin bitir və dərhal əlavə gediş edirsən (bunun üçün toxumun yoxdursa, növbəni
    ötürürsən); əlavə gedişdə son toxumla yaranan dördlük daha bir əlavə gediş
    qazandırır.
rule-A6 =
    Dövrəsinin sonuncusu olmayan hər hansı toxum çuxurdakı sayı düz 4 edəndə həmin dörd
    toxum dərhal ələ keçirilir və çuxurun sahibinin anbarına gedir. Bu, bir gedişdə, hər
    iki cərgədə bir neçə dəfə baş verə bilər, həmin çuxura isə eyni gediş ərzində sonra
    yenə toxum səpilə bilər.
rule-A7 =
    Qaydaya uyğun gedişin varsa, onu etməlisən; cərgəndə toxum yoxdursa, növbəni
    ötürürsən. Bu tətbiqdə boşaldılmış başlanğıc çuxuru atlanmır, çünki atlama qaydası
    verilməyib.
rule-A8 =
    Bütün toxumlar ələ keçiriləndə və ya gedişin sonunda lövhədə cəmi dörd toxum qalanda
    oyun bitir. Bu tətbiqdə bu, hər gedişin sonunda (hər hansı əlavə gediş oynanılmazdan
    əvvəl) və növbə ötürüləndən sonra yoxlanılır.
rule-A9 =
    Standart olaraq son dörd toxum onlardan əvvəlki dördlüyü ələ keçirən oyunçuya, yəni
    oyundakı ən son ələ keçirmənin sahibinə çatır (səpin ortasındakı ələ keçirmədə bu,
    toxumlar anbarına düşən oyunçudur). Seçim olaraq onlar əvəzində oyunda son toxumla
    ilk ələ keçirməni (A5) edən oyunçuya çatır; bu tətbiqdə şərtə uyğun ələ keçirmə
    yoxdursa (hələ heç bir ələ keçirmə olmayıbsa və ya bu seçimdə hələ son toxumla ələ
    keçirmə olmayıbsa), onlar hansı oyunçunun cərgəsindədirsə, ona çatır.
rule-A10 = Toxumu çox olan oyunçu qalib gəlir; 48–48 heç-heçədir.
rule-A11 =
    Bu tətbiqdə eyni mövqe üçüncü dəfə yarananda da oyun bitir (C7); bu zaman lövhədə
    qalan toxumlar hansı oyunçunun cərgəsindədirsə, ona keçir.

rule-B1 =
    Bao Kigogo 12 çuxurlu 4 cərgədə oynanılır: 1-ci (arxa) və 2-ci (ön) cərgələr Cənuba,
    3-cü (ön) və 4-cü (arxa) cərgələr Şimala məxsusdur. Anbar yoxdur: ələ keçirilən
    toxumlar oyundan çıxır.
rule-B2 =
    İki ön cərgənin əks uclarındakı a2 və l3 çuxurları boş başlayır, qalan hər çuxurda
    isə əvvəlcə 2 toxum olur: cəmi 92 toxum.
rule-B3 =
    Növbən çatanda ən azı iki toxum olan istənilən çuxurundan bütün toxumları götür və
    onları hər çuxura bir toxum olmaqla, saat əqrəbinin əksinə, öz iki cərgən boyunca
    səp (C3).
rule-B4 =
    Estafet: dövrənin son toxumu əvvəlcədən toxum olan çuxura düşərsə, yeni toxum da
    daxil olmaqla oradakıların hamısını götür və növbəti çuxurdan yeni dövrə səp.
rule-B5 = Dövrənin son toxumu boş çuxura düşəndə gedişin bitir.
rule-B6 =
    Yalnız heç bir çuxurunda iki və ya daha çox toxum olmayanda tək toxumu hərəkət
    etdirə bilərsən, həm də cəmi bir addım, səpin istiqamətindəki növbəti çuxura və
    yalnız o çuxur boşdursa. Belə addım boş çuxurda bitir, ona görə də ona B7 qaydası
    tətbiq olunur.
rule-B7 =
    Gedişinin son toxumu ön cərgəndəki boş çuxura düşüb orada bitərsə və rəqibinin düz
    qarşıdakı (eyni sütundakı) ön cərgə çuxurunda toxum varsa, onların hamısını ələ
    keçirirsən və onlar oyundan çıxır.
rule-B8 =
    Rəqibinin həmin sütundakı arxa cərgə çuxurunda da toxum varsa, onları da ələ
    keçirirsən: bütöv sütun götürülür.
rule-B9 =
    Eyni gediş rəqibinin sütunundakı ön cərgə çuxurunu ələ keçirmirsə, onun arxa
    cərgəsindəki toxumlar təhlükəsizdir. Ələ keçirmə gedişi bitirir.
rule-B10 =
    Rəqibinin bütün toxumlarını ələ keçirməklə və ya onu öz növbəsində qaydaya uyğun
    gedişsiz qoymaqla qalib gəlirsən; bu, hər gedişdən sonra və mövqe yüklənəndə
    yoxlanılır.
rule-B11 =
    Bütöv mövqe (lövhə və gediş növbəsinin kimdə olması) yenidən yaranarsa, oyun dərhal
    heç-heçə bitir: bu, Bao Kigogo oyununun öz qaydasıdır və C7 qaydasından sərtdir.
    Yalnız lövhə və gediş edəcək oyunçu müqayisə olunur, başlanğıc mövqe isə onun ilk
    dəfə yaranması sayılır.

rule-T1 =
    Standart olaraq Tsoro 21 çuxurlu 4 cərgədə oynanılır (sütunlar: a … u): 1-ci
    (xarici) və 2-ci (daxili) cərgələr Cənuba, 3-cü (daxili) və 4-cü (xarici) cərgələr
    Şimala məxsusdur. Anbar yoxdur: ələ keçirilən daşlar oyundan çıxır.
rule-T2 =
    Hər oyunçunun başları xarici cərgəsinin bir ucundakı iki çuxurdur: 21 sütunda Cənub
    üçün t1 və u1 ({ $last-at }), Şimal üçün a4 və b4 ({ $first-at }). Lövhənin
    istənilən ölçüsündə Cənubun başları 1-ci cərgənin son iki çuxuru, Şimalınkılar isə
    a4 və b4 olur; tək baş seçimində (T15) bunlar 1-ci cərgənin son çuxuru və a4 olur.
rule-T3 =
    Başlanğıcda hər iki xarici cərgənin hər çuxurunda 2 daş olur, hər iki daxili cərgə
    isə boşdur: 4 × 21 lövhədə cəmi 84 daş.
rule-T4 =
    Növbən çatanda ən azı iki daş olan istənilən çuxurundan bütün daşları qaldır və
    onları hər çuxura bir daş olmaqla, saat əqrəbinin əksinə, öz iki cərgən boyunca səp
    (C3).
rule-T5 =
    Estafet: dövrənin son daşı əvvəlcədən daş olan və baş olmayan çuxura düşərsə, onun
    içindəkiləri qaldır və növbəti çuxurdan yeni dövrə səp.
rule-T6 =
    Dövrənin son daşı içində artıq daş olan baş çuxuruna düşərsə, elə o an qərar
    verirsən: ya onun içindəkiləri qaldırıb estafeti davam etdirirsən, ya da gedişini
    orada dayandırırsan. Boş baş çuxuruna düşmək, istənilən boş çuxura düşmək kimi,
    gedişi bitirir.
rule-T7 =
    Son daş boş çuxura düşəndə və ya sən başda dayanmağı seçəndə gedişin bitir.
rule-T8 =
    Çuxurlarında yalnız tək daşlar qalanda onlardan birini bir addım, səpin
    istiqamətindəki növbəti çuxura hərəkət etdirə bilərsən, ancaq o çuxur boşdursa. Bu
    tətbiqdə daxili cərgəndəki boş çuxura atılan belə addım, B6 qaydasının Bao Kigogo
    üçün dediyi kimi, T9 qaydasına görə ələ keçirmə edir.
rule-T9 =
    Gedişinin son daşı daxili cərgəndəki boş çuxura düşüb orada bitərsə və rəqibinin
    qarşıdakı daxili cərgə çuxurunda daş varsa, onları rəqibinin həmin sütundakı xarici
    cərgə çuxurundakı bütün daşlarla birlikdə ələ keçirirsən: bütöv sütun təmizlənir.
    Başda dayanmaq heç vaxt ələ keçirmə ilə nəticələnmir, çünki başlar xarici
    cərgədədir.
rule-T10 =
    Belə ələ keçirmədən sonra rəqibinin tərəfindəki istənilən daha iki çuxurun
    içindəkiləri də götürürsən: rəqibinin bu çuxurlarını lövhədə özün seçirsən (kompüter
    də rəqibinin çuxurlarını özü seçir). Bu tətbiqdə yalnız boş olmayan çuxurlar
    götürülə bilər; götürülməli olandan az belə çuxur qalıbsa, hamısını götürürsən;
    rəqibinin başları isə heç vaxt götürülə bilməz (onlar “sığınacaq” sayılır), amma
    sütunun ələ keçirilməsi (T9) həmin sütundakı başı yenə də təmizləyir. Hər bonus
    götürmə, başqa yol qalmasa belə, ayrıca edilir; götürüləcək heç nə qalmayanda gediş
    bitir, T12 qaydası isə bonus götürmələrdən sonra yoxlanılır.
rule-T11 = Ələ keçirilən bütün daşlar oyundan çıxır.
rule-T12 =
    Gediş növbəsi çatan oyunçu heç bir gediş edə bilməyəndə oyun bitir. Lövhədə hələ
    daşı olan digər oyunçu qalib gəlir: ənənəyə görə heç-heçə olmur.
rule-T13 =
    Bu tətbiqdə ehtiyat tədbiri olaraq eyni mövqenin üçüncü dəfə yaranması (C7) oyunu
    heç-heçə ilə bitirir və nəticədə bunun ənənəvi qaydalardan kənar olduğu qeyd edilir.
    Bu halda hesab ələ keçirilmiş daşların sayına görə göstərilir.
rule-T14 =
    Seçim (Matthews tərəfindən qeydə alınmış regional variant): bonus ələ keçirmə 2
    (standart), 1 və ya 3 çuxuru götürür.
rule-T15 =
    Seçim: hər oyunçunun iki başı (standart) və ya tək başı, xarici cərgənin ucdakı
    çuxuru (Cənub üçün 1-ci cərgənin son çuxuru, Şimal üçün a4); ikinci halda həmin
    çuxur 2 yox, 3 daşla başlayır.
rule-T16 =
    Seçim: lövhədə 21 sütun (standart) və ya daha az sütun olur: 6, 8, 12, 15 və ya 18.

rule-C1 =
    İki oyunçu: Cənub (lövhədə { $south-at }) və Şimal ({ $north-at }). Həmişə Cənub
    başlayır (mənbələr kimin başladığını demir; bu, ümumi qəbul olunmuş razılaşmadır).
rule-C2 =
    Çuxurlar lövhəyə Cənubun baxdığı kimi adlandırılır: sütunlar { $forward } a, b, c, …
    hərfləri ilə, cərgələr isə Cənubun kənarından başlayaraq rəqəmlərlə işarələnir,
    beləliklə çuxur c1, l3 və ya u4 kimi yazılır. İki cərgəli lövhələrdə 1-ci cərgə
    Cənubun, 2-ci cərgə Şimalındır; dörd cərgəli lövhələrdə 1-ci və 2-ci cərgələr
    Cənubun arxa və ön cərgələri, 3-cü və 4-cü cərgələr isə Şimalın ön və arxa
    cərgələridir.
rule-C3 =
    Bütün səpinlər, lövhə necə döndərilsə də, saat əqrəbinin əksinə gedir. İki cərgəli
    lövhələrdə toxumlar 1-ci cərgədə { $forward }, sonra 2-ci cərgədə { $back } gedərək
    bütün çuxurlardan ibarət vahid halqa boyunca dövrə vurur; dörd cərgəli lövhələrdə
    hər oyunçu yalnız öz iki cərgəsi boyunca səpir (Cənub: 1-ci cərgədə { $forward },
    sonra 2-ci cərgədə { $back }; Şimal: 3-cü cərgədə { $forward }, sonra 4-cü cərgədə {
    $back }).
rule-C4 =
    Toxum, sayğac, daş, inək (Goré oyununda ayla) və matombo (Tsoro) eyni oyun
    fiqurlarının adlarıdır. Toxumlar heç vaxt anbara səpilmir.
rule-C5 =
    Dövrə bir ovucun səpilməsidir. Estafetli oyunlarda bir gediş ardıcıl bir neçə
    dövrədən ibarət ola bilər; tətbiq hər dövrəni animasiya ilə göstərir və hər ovucun
    qaldırılmasını nümayiş etdirir.
rule-C6 =
    Anywoli və Bao Kigogo oyunlarında səpin sonsuzadək dövrə vura bilər; bu tətbiqdə heç
    vaxt bitməyəcək gedişə icazə verilmir, bitən uzun gedişlər isə heç vaxt yarıda
    kəsilmir. Bütün səpinləri sonsuz olan oyunçunun səpini yoxdur: Anywoli oyununda o,
    növbəni ötürür, Bao Kigogo oyununda isə uduzur; çuxurlarından hər hansı birində iki
    və ya daha çox toxum olduğu müddətcə tək toxumla addımlar yenə də qadağandır. Tsoro
    səpini heç vaxt sonsuz olmur, çünki dövrələrdən biri ilk dəfə dolu başda bitəndə
    oyunçu orada dayana bilər; yalnız “davam et” qərarlarının zənciri sonsuz davam edə
    bilər və təkrarlanma qaydası (C7) buna son qoyur.
rule-C7 =
    Oyunun sonsuz oyun üçün öz bitmə qaydası yoxdursa, eyni mövqe üçüncü dəfə yarananda
    oyun bitir və nəticəni həmin oyunun bitmə qaydası müəyyən edir (Bao Kigogo daha
    sərtdir: ilk təkrarda heç-heçə). Burada mövqe dedikdə lövhə, hər çuxurun sahibi, ələ
    keçirilənlərin sayı, gediş növbəsinin kimdə olduğu və gözlənilən hər hansı qərar öz
    təfərrüatları ilə birlikdə nəzərdə tutulur; başlanğıc mövqe və qərar gözləyən
    mövqelər də sayılır, lakin Goré oyunundakı əvvəlki təkliflər və ya Anywoli oyununda
    ələ keçirmələrin qeydi kimi tarixçə sayılmır.
rule-C8 =
    Heç bir qayda toxum yaratmır və ya yox etmir: lövhədəki, əldəki, ələ keçirilmiş və
    oyundan çıxmış toxumlar həmişə birlikdə oyunun ümumi sayını verir (Goré oyununda
    mübadilə ödənişləri ələ keçirilmiş inəkləri lövhəyə qaytarır).

## Lövhədəki sözlər
player-south = Cənub
player-north = Şimal
head = baş

## Oyun mühərrikinin imtinaları (əmr sətrinin ingiliscə dediyi sözlərin eynisi)
error-unknown-game = naməlum oyun “{ $value }” ({ $ids } və ya { $last } gözlənilirdi)
error-unknown-option = { $game } oyunu üçün naməlum seçim: “{ $key }”
error-bad-value =
    { $game } oyununun { $key } seçimi üçün yanlış dəyər: “{ $value }” (icazə verilənlər:
    { $allowed })
error-malformed-option = “{ $value }” seçimi açar=dəyər şəklində yazılmayıb
illegal-game-over = oyun bitib
illegal-not-awaited = bu gediş indi gözlənilmir
illegal-not-yours = bu çuxur gediş edən oyunçuya məxsus deyil
illegal-too-few = bu çuxurdakılar səpmək üçün azdır
illegal-must-feed = rəqibin heç bir toxumu qalmayıb: ona toxum qoyan gediş etmək lazımdır (U6)
illegal-endless = bu səpin heç vaxt bitməzdi (C6)
illegal-cannot-pass = növbəni yalnız heç bir səpin mümkün olmayanda ötürmək olar
illegal-offer-size = təklifdə öz çuxurlarından 1–3 çuxur olmalıdır (G5)
illegal-offer-keeps-none = ən azı bir çuxur səndə qalmalıdır (G5)
illegal-offer-too-dear =
    rəqibin cəmi { $has } ələ keçirilmiş inəyi var, { $need } inək ödəyə bilməz (G5)
illegal-offer-again = ardıcıl iki növbədə təklif etmək olmaz (G5)
illegal-single-while-big =
    tək toxum yalnız heç bir çuxurda iki və ya daha çox toxum olmayanda hərəkət edə bilər
    (B6)
illegal-single-into-occupied = tək toxum yalnız boş çuxura keçə bilər (B6)
illegal-single-while-big-tsoro =
    tək daş yalnız heç bir çuxurda iki və ya daha çox daş olmayanda hərəkət edə bilər (T8)
illegal-single-into-occupied-tsoro = tək daş yalnız boş çuxura keçə bilər (T8)
illegal-pick-not-enemy = bonus götürmə yalnız rəqibin çuxurlarından birini götürür (T10)
illegal-pick-head = rəqibin başları götürülə bilməz (T10)
illegal-pick-empty = boş çuxur götürülə bilməz (T10)

## Oyun niyə bitdi
end-fewer-than-three = hər çuxurda üçdən az inək qalıb
end-starved = { $player } tərəfinin gediş üçün toxumu qalmayıb
end-all-captured = bütün toxumlar ələ keçirilib
end-last-four = lövhədə yalnız son dörd toxum qalmışdı
end-wiped = { $player } tərəfinin bütün toxumları ələ keçirilib
end-immobilised = { $player } gediş edə bilmir
end-repetition = mövqe üç dəfə təkrarlandı
end-bao-repetition = mövqe təkrarlandı
end-repetition-safeguard =
    mövqe üç dəfə təkrarlandı (bu, ənənəvi qayda deyil, mühərrikin ehtiyat tədbiridir)

## Ünvandakı parametrlər
query-lang = naməlum dil “{ $value }” (en, tr, az, sw, fr və ya pt); brauzerin dili işlədilir
query-game = { $error }; əvəzində Goré göstərilir
query-flag = { $key }={ $value }: 1 və ya 0 gözlənilirdi; 0 götürülür
query-ply = ply “{ $value }” gediş sayı deyil; son vəziyyət göstərilir
query-mode = naməlum rejim “{ $value }” (play, view, edit, learn və ya puzzle); oyun rejimi seçilir
query-theme = naməlum tema “{ $value }” (light, dark və ya auto); sistemin teması işlədilir
query-player =
    { $key } üçün naməlum oyunçu “{ $value }” (human, beginner, easy, medium və ya hard);
    { $default } işlədilir
query-speed =
    naməlum sürət “{ $value }” (slow, normal, fast və ya instant); normal işlədilir
query-option = { $error }; standart dəyər işlədilir

## Oyun seçimi
games = Oyunlar
two-players = İki oyunçu
play-computer = Kompüterə qarşı oyna
seat-human = İnsan
seat-beginner = Kompüter: Başlanğıc
seat-easy = Kompüter: Asan
seat-medium = Kompüter: Orta
seat-hard = Kompüter: Çətin
seat-random = Kompüter: Təsadüfi
seat-greedy = Kompüter: Acgöz
speed = Sürət
speed-slow = yavaş
speed-normal = normal
speed-fast = sürətli
speed-instant = ani
auto-turn = Lövhəni gediş edən oyunçuya tərəf çevir
language = Dil
theme = Tema
theme-auto = sistemdəki kimi
theme-light = açıq
theme-dark = tünd
option-default = { $value } (standart)
option-pits = Cərgədə çuxur sayı
option-seeds = Çuxurda toxum sayı
option-last_four = Son dörd toxum kimə çatır (A9)
option-last_four-penultimate = onlardan əvvəl ələ keçirmə edən oyunçuya
option-last_four-first_last_seed = son toxumla ilk ələ keçirmə edən oyunçuya
option-columns = Sütun sayı
option-bonus = Bonus çuxurlar
option-heads = Başlar (T15)
option-heads-2 = iki baş
option-heads-1 = bir baş, 3 daşla başlayır

## Qərar paneli: göstərişlər və düymələr
button-skip = Sona keç
button-confirm-offer = Bu təklifi et
button-cancel-offer = Ləğv et
button-offer = Mübadilə təklif et…
button-pass = Növbəni ötür
button-accept = Təklifi qəbul et
button-decline = Rədd et
button-continue = Səpinə davam et
button-stop = Burada dayan
view-position = Mövqe
view-start = { $n } gedişlik oyunun başlanğıcı
view-after = { $k } nömrəli gedişdən sonra (cəmi { $n } gediş)
view-over = { $after }: oyun bitib.
view-to-move = { $after }: gediş növbəsi { $player } tərəfindədir.
sowing = Səpin… { $caption }
level-beginner = başlanğıc
level-easy = asan
level-medium = orta
level-hard = çətin
level-random = təsadüfi
level-greedy = acgöz
computer-thinking = { $player } (kompüter, { $level }) düşünür…
computer-paused =
    Fasilə: gediş növbəsi { $player } tərəfindədir (kompüter, { $level }). Davam et və ya
    bir addım at.
prompt-trade-response =
    { $offerer } tərəfi { $player } tərəfinə çuxur təklif edir: { $pits }. Qəbul etmək
    { $player } tərəfinə { $price } ələ keçirilmiş inəyə başa gələcək (hər çuxura
    { $each } inək); rədd edilsə, { $player } tərəfinin qələbəsi şöhrətsiz qələbə
    sayılacaq (G8).
prompt-head-choice =
    { $player } tərəfinin son daşı { $pit } başına çatdı, orada { $n } daş var: onları
    qaldırıb davam edəcəksən, yoxsa burada dayanacaqsan (T6)?
prompt-bonus-pick =
    Bonus ələ keçirmə (T10): { $player }, { $opponent } tərəfinin daha { $n } çuxurunu
    seçib götür (baş olmayan və boş olmayan).
last-move = Son gediş: { $move }.
prompt-pass = { $player } tərəfinin səpməyə heç nəyi yoxdur, növbəni ötürməlidir.
prompt-must-feed =
    { $opponent } tərəfinin cərgəsi boşdur: { $player } ora toxum qoyan gediş seçməlidir
    (U6).
prompt-move = Gediş növbəsi { $player } tərəfindədir: işarələnmiş çuxurlardan birini seç.
offer-choose = Təklif etmək üçün öz çuxurlarından 1–{ $max } çuxurun üzərinə kliklə.
offer-refused = Mümkün deyil: { $reason }.
offer-none-chosen = heç biri seçilməyib
prompt-offer =
    { $player }, { $opponent } tərəfinə çuxur təklif et: { $pits } — qiymət: { $k } ×
    { $each } = { $price } inək ({ $opponent } tərəfinin { $has } ələ keçirilmiş inəyi
    var).

## Səpinin hər mərhələsi və gedişin xülasəsi
event-lift = { $pit } çuxurundan { $n } dənə götürür
event-relay = estafet: { $pit } çuxurundan { $n } dənə götürür
event-drop = { $pit } çuxuruna bir dənə qoyur
event-skip-origin = { $pit } başlanğıc çuxurunu atlayır (U4)
event-skip-full = içində 17 dənə olan { $pit } çuxurunu atlayır (U5)
event-capture = { $player } { $pit } çuxurundan { $n } dənə ələ keçirir
event-offer = { $player } çuxur təklif edir: { $pits }
event-accept = { $player } təklifi qəbul edir
event-owner = { $pit } çuxuru indi { $player } tərəfinə məxsusdur
event-payment = { $player } ödəniş olaraq { $pit } çuxuruna { $n } inək qoyur
event-decline = { $player } təklifi rədd edir
event-pass = { $player } növbəni ötürür
event-extra = { $player } yenidən gediş edir
event-head = içində { $n } daş olan { $pit } başına çatır
event-continue = { $pit } çuxurundan davam edir
event-stop = { $pit } çuxurunda dayanır
event-sweep = { $pit } çuxurundakı { $n } dənə { $player } tərəfinə keçir
event-game-over = oyun bitdi
summary-pass = { $player } tərəfinin səpməyə heç nəyi yoxdur və o, növbəni ötürür
summary-extra = { $player } son toxumla dörd dənə ələ keçirdi və yenidən gediş edir (A5)
summary-laps = { $n } dövrə
summary-sowed = { $player } tərəfi { $pit } çuxurundan səpdi
summary-captured = { $player } { $n } dənə ələ keçirdi

## Mesajlar və bildirişlər
position-refused = { $error }; əvəzində başlanğıc mövqedən başlanılır
token-unknown = “{ $token }” bu oyunun gedişi deyil
moves-refused =
    moves: { $k } nömrəli gediş “{ $token }”: { $error }; oyunun ondan əvvəlki vəziyyəti
    göstərilir
ply-beyond = ply { $ply }: oyunda cəmi { $n } gediş var; son vəziyyət göstərilir
computer-unavailable =
    Kompüter bu səhifədə oynaya bilmir ({ $why }); burada hər iki tərəfi əllə oynamaq
    lazımdır.
record-loaded = Oyun qeydi yükləndi.
record-refused = Bu qeydi yükləmək mümkün deyil: { $error }. Lövhədəki oyun saxlanılır.
hint-says = Məsləhət: Çətin səviyyəli kompüter belə edərdi: { $input }.
computer-failed = Kompüter qərar verə bilmədi: { $error }.
computer-turn = Növbə { $player } tərəfindədir: onu kompüter ({ $level }) oynayır.
wait-computer = Kompüteri gözlə.
wait-sowing = Səpinin bitməsini gözlə və ya onu atla.
input-refused = “{ $input }” gedişinə icazə yoxdur: { $error }.
offer-own-pits = Yalnız öz çuxurlarını təklif edə bilərsən.
offer-at-most = Təklifdə ən çoxu üç çuxur ola bilər (G5).
record-line-reads = { $error } (sətirdə yazılan: { $line })

## Oyunun idarə edilməsi
picks-left = Qalan bonus götürmə: { $n }
nav-first = Ən əvvələ (Home)
nav-prev = Bir gediş geri (←)
nav-next = Bir gediş irəli (→)
nav-last = Ən sona (End)
hint = Məsləhət
hint-title = Çətin səviyyəli kompüterin nə seçəcəyini göstər
go-on = ▶ Davam et
pause = ⏸ Fasilə
step = Addım
step-title = Kompüter bir qərar versin
undo = ↶ Geri qaytar
undo-title = Son növbəni geri al
redo = ↷ Təkrarla
redo-title = Geri alınmış növbəni yenidən oyna
new-game = Yeni oyun
share = Paylaş
share-title = Oyunun bu anına keçid: onu dostuna göndər, o da oyuna buradan davam etsin
share-box = Bu oyunu paylaş
share-copied =
    Keçid kopyalandı. Onu dostuna göndər: keçid açılanda bu oyun növbəti gediş edəcək
    oyunçu ilə davam edəcək.
share-copy-by-hand =
    Bu keçidi kopyala və dostuna göndər: keçid açılanda bu oyun növbəti gediş edəcək
    oyunçu ilə davam edəcək.
share-copying = Keçid kopyalanır…
close = Bağla

## Oyun qeydi pəncərəsi
record = Oyun qeydi
record-copy = Kopyala
record-download = Endir (.txt)
record-copied = Kopyalandı.
record-copy-refused = Burada kopyalamağa icazə verilmədi: yuxarıdakı mətni seçib kopyala.
record-paste = Qeydi yüklə (onu bura yapışdır):
record-load = Yüklə
record-file = və ya fayl aç:

## Ekran oxuyucuları üçün lövhə
pit-label = çuxur { $pit }, { $amount }, { $player }
pit-label-head = baş { $pit }, { $amount }, { $player }
store-label = { $player } tərəfi, { $store }: { $n }
in-hand = əldə { $n } dənə
board-label = { $game } lövhəsi

## Gedişlər siyahısı, nəticə, qaydalar və oyun haqqında panellər
moves = Gedişlər
no-moves = Hələ gediş yoxdur. Cənub başlayır (C1).
result-no-glory = { $player } qalib gəldi — şöhrətsiz qələbə (G8)
result-wins = { $player } qalib gəldi
result-draw = Heç-heçə
match-points = Bu oyunda matç xalları: Cənub { $south }, Şimal { $north }.
match-total = Matçın { $n } oyundan sonrakı hesabı: Cənub { $south }, Şimal { $north }.
result-score = Cənub { $south } — Şimal { $north }
next-match-game = Matçın növbəti oyunu
play-again = Yenidən oyna
rules-of = { $game } oyununun qaydaları
about-title = { $game } haqqında

## Vəziyyət sətrində nəticə və sonrası (issue 24); hesab oxucunun tərəfindən
## oxunur ("17–31": oxucu 17), yoxsa Cənubun tərəfindən
status-you-won = Qalib gəldin: { $score }
status-computer-won = Kompüter qalib gəldi: { $score }
status-draw = Heç-heçə: { $score }
status-player-won = { $player } qalib gəldi: { $score }
status-you-resigned = Təslim oldun, kompüter qalib gəldi: { $score }
status-player-resigned = { $player } təslim oldu, { $winner } qalib gəldi: { $score }
status-no-glory = { $result } — şöhrətsiz qələbə (G8)
status-and-match = { $result }. { $match }
try-level-beginner = Başlanğıc səviyyəsində oyna
try-level-easy = Asan səviyyədə oyna
try-level-medium = Orta səviyyədə oyna
try-level-hard = Çətin səviyyədə oyna
level-up-title = Qalib gəldin: daha güclü kompüterə qarşı yeni oyun; bu oyunda səviyyən kimi yadda saxlanılır
level-down-title = Daha zəif oynayan kompüterə qarşı yeni oyun; bu oyunda səviyyən kimi yadda saxlanılır
auto-pass-you = Gedişin yoxdur: növbə ötürülür…
auto-pass = { $player } tərəfinin gedişi yoxdur: növbə ötürülür…

## Oyunun ətrafındakı səhifə
rules = Qaydalar
about = Haqqında
crash =
    Üzr istəyirik: oyunda daxili xəta baş verdi və oyun dayandı. Yenidən başlamaq üçün
    <a href="">səhifəni yenilə</a>.
record-url-refused = record: { $error }; əvəzində yeni oyun göstərilir
lang-failed = { $language } mətnləri yüklənə bilmədi; ingiliscə göstərilir.
open-full = Tam oyunu aç ↗
open-full-blocked =
    Bu çərçivə yeni vərəq aça bilməz. Tam oyunu açmaq üçün bu ünvanı kopyala:

## Oxunmayan qeyd
record-at-line = sətir { $line }: { $what }
record-malformed-header = başlıq [Açar "dəyər"] şəklində yazılır
record-header-after = gedişlərdən sonra başlıq gəlib (başlıqlar əvvəldə yazılır)
record-unclosed-comment = '{' ilə açılan şərh heç vaxt bağlanmır
record-stray-brace = '}' heç bir şərhi bağlamır
record-missing-header = { $key } başlığı yoxdur
record-header = { $key } başlığı: { $fault }
record-header-twice = iki dəfə verilib
record-option-missing = { $key } seçimi yoxdur (hər seçim yazılır)
record-option-twice = { $key } seçimi iki dəfə verilib
record-bad-result = “{ $value }” S, N, draw və ya * deyil
record-bad-date = “{ $value }” YYYY-MM-DD şəklində yazılmış tarix deyil
replay-token = { $k } nömrəli gediş “{ $token }”: { $error }
replay-illegal = { $k } nömrəli gediş “{ $token }” qaydalara ziddir: { $error }

## Yüklənməyən mövqe
setup-json = mövqe düzgün JSON deyil: { $detail }
setup-bad = yanlış mövqe: { $detail }
setup-not-object = obyekt gözlənilirdi
setup-rows-missing = rows sahəsi mütləqdir
setup-not-rows = { $name } cərgələr massivi olmalıdır
setup-row-count = { $name } içində { $want } cərgə olmalıdır, { $got } yox
setup-row-not-array = { $name }[{ $i }] massiv olmalıdır
setup-row-length = { $name }[{ $i }] içində { $want } çuxur olmalıdır, { $got } yox
setup-not-count = rows[{ $i }][{ $c }] tam ədəd (toxum sayı) olmalıdır, { $value } yox
setup-pit-over-total =
    { $pit } çuxurunda { $n } toxum var; bu, oyundakı cəmi { $total } toxumdan çoxdur
setup-pit-over-limit =
    { $pit } çuxurunda { $n } toxum var; { $game } oyununda heç bir çuxurda { $limit }
    toxumdan çox ola bilməz (U5)
setup-not-side = owners[{ $i }][{ $c }] "S" və ya "N" olmalıdır, { $value } yox
setup-owner-fixed =
    { $pit } çuxuru { $player } tərəfinə aid ola bilməz: çuxurların sahibi yalnız Goré
    oyununda dəyişir
setup-captured-not-object = captured obyekt olmalıdır: {"S": n, "N": n}
setup-captured-key = captured içində naməlum açar var: "{ $key }"
setup-captured-count = captured.{ $key } tam ədəd olmalıdır, { $value } yox
setup-to-move = to_move "S" və ya "N" olmalıdır, { $value } yox
setup-too-many =
    mövqedə { $total } toxum var (lövhədəkilər və ələ keçirilənlər); bu, oyundakı
    { $opening } toxumdan çoxdur
setup-unloadable = awaiting "{ $value }" yüklənə bilməz: onun təfərrüatları obyektdə yoxdur
setup-awaiting = awaiting "move" olmalıdır, { $value } yox
setup-awaiting-bonus = awaiting "move" və ya "bonus_pick" olmalıdır, { $value } yox
setup-side-beyond =
    { $player } tərəfində { $has } toxum var; bu, bir tərəfin başlanğıcdakı { $start }
    toxumundan çoxdur. { $game } oyununda heç bir toxum qarşı tərəfə keçmir, ona görə
    heç bir oyun bu mövqeyə çatmır

## Keyboard and screen reader
say-sow = { $player } tərəfi { $pit } çuxurundan səpdi
say-pick = { $player } tərəfi bonus götürmə ilə { $pit } çuxurundan { $n } dənə götürdü
say-offer = { $player } tərəfi bu çuxurları təklif etdi: { $pits }
say-accept = { $player } tərəfi təklifi qəbul etdi
say-decline = { $player } tərəfi təklifi rədd etdi
say-continue = { $player } tərəfi { $pit } başından davam etdi
say-stop = { $player } tərəfi { $pit } başında dayandı
say-pass = { $player } tərəfi növbəni ötürdü
say-taken = { $pit } çuxurundan { $n } dənə
say-captured = ələ keçirdi: { $list }
say-paid-item = { $pit } çuxuruna { $n } dənə
say-paid = ödəniş olaraq qoydu: { $list }
say-head = içində { $n } daş olan { $pit } başına çatdı
read-side = { $player }: { $pits }
read-stores = { $store }: { $south } { $s }, { $north } { $n }
read-board = Lövhəni oxu
read-board-title = Lövhədəki bütün sayları, ələ keçirilənlərlə birlikdə dinlə (R düyməsi)
keys-help =
    Ox düymələri çuxurlar arasında gəzdirir, Enter və ya Boşluq çuxuru seçir, R lövhəni oxuyur.

## Accessibility (axe)
legend-marks =
    Kənarı qırıq xətli çuxurlar Şimalın, düz xətli olanlar Cənubundur; açıq rəngli
    halqa oynaya biləcəyin çuxurları göstərir.
legend-heads = Qırıq xətli qızılı halqa hər başı göstərir (T2).

## Geri qaytarma və təkrar, səsli
narration-undone = Geri qaytarıldı: gediş növbəsi { $player } tərəfindədir.
narration-redone = Yenidən oynanıldı: { $sentence }

## issue 14: games kept, not lost
prompt-looking-back = { $k } nömrəli növbəyə geri baxırsan: sən ona qayıdana qədər oyun gözləyir.
game-kept = Başladığın { $game } oyunu ({ $n } gediş) saxlanıldı: ona qayıtmaq üçün yenidən { $game } oyununu seç.
game-restored = Oyunun tərk etdiyin vəziyyətdə bərpa olundu.
new-game-kept = Yeni oyun. Tərk etdiyin oyun saxlanıldı: “Oyunuma qayıt” səni ona qaytarır.
resume-game = Oyunuma qayıt
resume-game-title = Tərk etdiyin oyunu lövhəyə qaytar (bu oyun onun yerinə saxlanılır)
## issue 14: newcomer words (goal, how to play, rule links, hint, result)
goal-gore =
    Məqsəd: oyunu rəqibdən çox inəklə bitirmək. Son inəyinlə rəqibin çuxurunu düz 2 və
    ya 4 etsən, onları ələ keçirirsən.
goal-urim =
    Məqsəd: oyunu rəqibdən çox toxumla bitirmək. Son toxumunla rəqibin çuxurunu düz 2 və
    ya 3 etsən, onları ələ keçirirsən.
goal-anywoli =
    Məqsəd: oyunu rəqibdən çox toxumla bitirmək. Düz 4 toxuma çatan çuxur ələ keçirilir:
    son toxumunla etmisənsə sən, yoxsa çuxurun sahibi alır.
goal-bao-kigogo =
    Məqsəd: rəqibin bütün toxumlarını ələ keçirmək və ya onu gedişsiz qoymaq. Gedişi ön
    cərgəndəki boş çuxurda bitirsən, qarşıdakı sütunu alırsan.
goal-tsoro =
    Məqsəd: rəqibini gedişsiz qoymaq. Gedişi daxili cərgəndəki boş çuxurda bitirsən,
    qarşıdakı sütunu və əlavə olaraq bonus çuxurları alırsan.
how-to-play = Necə oynanılır
rules-numbered = Nömrəli qaydalar ({ $n })
rules-numbered-common = Bütün beş oyun üçün qaydalar ({ $n })
rule-link-title = { $id } qaydasını qaydalar panelində göstər
howto-gore-1 =
    4 çuxurlu 2 cərgə, hər çuxurda 6 inək. 1-ci cərgə Cənubun, 2-ci cərgə Şimalın;
    Cənub başlayır.
howto-gore-2 =
    Növbən çatanda öz çuxurlarından birindəki bütün inəkləri götür və saat əqrəbinin
    əksinə bütün 8 çuxura bir-bir səp.
howto-gore-3 =
    Son inəyin rəqibin çuxurunu düz 2 və ya 4 edərsə, onu və hər iki tərəfindəki 2 və ya
    4 inəkli çuxur zəncirlərini alırsan.
howto-gore-4 =
    Səpmək əvəzinə çuxurlarından 1–3 dənəsini təklif edə bilərsən; alan tərəf hər birinə
    6 ələ keçirilmiş inək ödəyir.
howto-gore-5 =
    Hər çuxurda 3-dən az inək qalanda hər sahib öz çuxurlarındakını alır: çox inəyi olan
    qalib gəlir.
howto-urim-1 =
    6 (və ya 7) çuxurlu 2 cərgə, hər çuxurda 3 toxum. Cənuba { $south-adj } cərgə və {
    $last-adj } anbar, Şimala isə qalanları məxsusdur; Cənub başlayır.
howto-urim-2 =
    Növbən çatanda çuxurlarından birindəki bütün toxumları götür, saat əqrəbinin əksinə
    hər çuxura bir dənə səp; anbara heç vaxt səpilmir.
howto-urim-3 =
    Son toxumun rəqibin çuxurunu düz 2 və ya 3 edərsə, onu və dərhal arxasında 2, 3 və
    ya 4 toxum olan rəqib çuxurlarını alırsan.
howto-urim-4 =
    Rəqibin cərgəsi boşdursa, bacarırsansa ora toxum qoymalısan; heç bir çuxurda 17-dən
    çox toxum ola bilməz.
howto-urim-5 =
    Növbəsi çatan oyunçunun toxumu qalmayanda hər oyunçu öz cərgəsindəkiləri alır: çox
    toxumu olan matç xalı qazanır.
howto-anywoli-1 =
    12 çuxurlu 2 cərgə, hər çuxurda 4 toxum. Öz cərgən və bir anbar sənindir; Cənub
    başlayır.
howto-anywoli-2 =
    Növbən çatanda çuxurlarından birindəki bütün toxumları saat əqrəbinin əksinə səp; son
    toxum dolu çuxura düşərsə, hamısını götürüb səpməyə davam et.
howto-anywoli-3 =
    Çuxuru düz 4 edən son toxum bu dördü sənin üçün ələ keçirir və sən yenə gediş
    edirsən.
howto-anywoli-4 =
    Çuxuru düz 4 edən başqa toxum dördü həmin çuxurun sahibinə qazandırır; cərgəndə toxum
    yoxdursa, növbəni ötürürsən.
howto-anywoli-5 =
    Bütün toxumlar ələ keçiriləndə və ya yalnız dörd toxum qalanda (sonuncu ələ keçirənə
    gedir) oyun bitir: çox toxumu olan qalib gəlir.
howto-bao-kigogo-1 =
    12 çuxurlu 4 cərgə, ikisindən başqa hər çuxurda 2 toxum. Ön və arxa iki cərgən
    sənindir; Cənub başlayır.
howto-bao-kigogo-2 =
    Növbən çatanda ən azı 2 toxumlu çuxuru götür və öz iki cərgəndə səp; dolu çuxura
    düşsən, onu da götürüb səpməyə davam et.
howto-bao-kigogo-3 =
    Gedişi ön cərgəndəki boş çuxurda bitirsən, rəqibin qarşıdakı ön çuxurunu və onun
    arxasındakı arxa çuxuru alırsan.
howto-bao-kigogo-4 =
    Yalnız bütün çuxurlarında tək toxum qalanda bir toxumu bir addım irəlidəki boş
    çuxura keçirə bilərsən.
howto-bao-kigogo-5 =
    Rəqibin bütün toxumlarını alsan və ya onu gedişsiz qoysan, qalib gəlirsən; mövqe
    təkrarlanarsa, heç-heçədir.
howto-tsoro-1 =
    4 cərgə çuxur, xarici cərgələrin hər çuxurunda 2 daş, daxili cərgələr boş. İki
    cərgən sənindir; Cənub başlayır.
howto-tsoro-2 =
    Növbən çatanda ən azı 2 daşlı çuxuru götür və öz iki cərgəndə səp; dolu çuxura
    düşsən, onu da götürüb səpməyə davam et.
howto-tsoro-3 =
    Hər xarici cərgənin bir ucundakı iki çuxur başdır (Cənubunkular { $last-at }): dolu
    baş çuxuruna düşəndə davam etməyi və ya dayanmağı seçirsən.
howto-tsoro-4 =
    Gedişi daxili cərgəndəki boş çuxurda bitirsən, rəqibin qarşıdakı sütununu və əlavə
    olaraq istənilən başqa 2 çuxurunu (baş olmayan) alırsan.
howto-tsoro-5 = Gediş edə bilməyən oyunçu uduzur.
dir-lr = soldan sağa
dir-rl = sağdan sola
dir-tb = yuxarıdan aşağı
dir-bt = aşağıdan yuxarı
## Lövhədə yerlər, lövhə necə çəkilibsə (src/ui/texts/places.rs)
place-at-bottom = aşağıda
place-at-top = yuxarıda
place-at-left = solda
place-at-right = sağda
place-adj-bottom = aşağıdakı
place-adj-top = yuxarıdakı
place-adj-left = soldakı
place-adj-right = sağdakı
place-to-bottom = aşağı doğru
place-to-top = yuxarı doğru
place-to-left = sola doğru
place-to-right = sağa doğru
place-from-bottom = aşağıdan
place-from-top = yuxarıdan
place-from-left = soldan
place-from-right = sağdan

## Hər oyunun daşlarından bir say (lang/GLOSSARY.md)
pieces-gore = { $n } inək
pieces-urim = { $n } toxum
pieces-anywoli = { $n } toxum
pieces-bao-kigogo = { $n } toxum
pieces-tsoro = { $n } daş
playing = { $what }…
playing-step = { $what }… { $caption }
playing-offer =
    { $player } tərəfi { $pits } çuxurlarını { $price } ələ keçirilmiş inək müqabilində
    { $opponent } tərəfinə təklif edir (G5)
playing-accept =
    { $player } qəbul edir: çuxurlar { $player } tərəfinə keçir, hər biri üçün { $each }
    ələ keçirilmiş inək ödənilir (G7)
playing-decline =
    { $player } təklifi rədd edir: { $player } tərəfi indi qalib gəlsə, bu şöhrətsiz
    qələbə olacaq (G8)
playing-stop = { $player } tərəfi { $pit } başında dayanır və növbəsini bitirir (T6)
playing-continue = { $player } tərəfi { $pit } başındakıları qaldırıb səpməyə davam edir (T6)
playing-pass = { $player } tərəfinin səpməyə heç nəyi yoxdur, növbəni ötürür
playing-pick = { $player } tərəfi bonus çuxur götürür (T10)
why-fewer-than-three = Hər çuxurda üçdən az inək qaldı; bu, oyunu bitirir (G12).
why-starved = { $player } tərəfinin səpəcək toxumu qalmadı; bu, oyunu bitirir (U10).
why-all-captured = Bütün toxumlar ələ keçirildi; bu, oyunu bitirir (A8).
why-last-four = Lövhədə yalnız dörd toxum qaldı; bu, oyunu bitirir (A8).
why-wiped =
    { $player } tərəfinin bütün toxumları ələ keçirildi, ona görə { $player } uduzdu
    (B10).
why-immobilised =
    { $player } tərəfi heç bir gediş edə bilmədi; gediş edə bilməyən oyunçu uduzur ({ $rule }).
why-repetition = Eyni mövqe üçüncü dəfə yarandı, ona görə oyun orada dayandırıldı (C7).
why-bao-repetition = Bir mövqe yenidən yarandı; bu, Bao Kigogo oyununu heç-heçə bitirir (B11).
why-safeguard =
    Eyni mövqe üçüncü dəfə yarandı; bu tətbiq oyunu orada heç-heçə bitirir: bu, ənənəvi
    qaydalardan biri deyil, ehtiyat tədbiridir (T13).
left-gore =
    Lövhədə qalan { $n } inək hər çuxurun sahibinə getdi: Cənub { $south }, Şimal
    { $north } (G13).
left-urim =
    Lövhədə qalan { $n } toxum olduqları cərgənin oyunçusuna getdi: Cənub { $south },
    Şimal { $north } (U11).
left-anywoli = Lövhədə qalan son { $n } toxum { $player } tərəfinə getdi (A9).
left-anywoli-rows =
    Lövhədə qalan { $n } toxum olduqları cərgənin oyunçusuna getdi: Cənub { $south },
    Şimal { $north } (A11).
left-none = Lövhədə qalan { $n } toxum heç kimə getmədi.
left-none-bao-kigogo =
    Lövhədə qalan { $n } toxum heç kimə getmir: yalnız ələ keçirilənlər sayılır (B1).
left-none-tsoro =
    Lövhədə qalan { $n } daş heç kimə getmir: yalnız ələ keçirilənlər sayılır (T11).
## issue 14: move list notes, look-back, trade and head buttons
note-captured = { $player } ələ keçirir: { $list }
note-bonus = bonus götürmə: { $list }
note-offer = { $player } mübadilə təklif edir: { $pits }, qiyməti { $price }
note-accept = { $player } mübadiləni qəbul edir: { $pits }, { $price } ödəyir
moves-entry-title = Lövhəni bu növbədən sonrakı vəziyyətdə göstər
preview-showing =
    { $k } nömrəli növbəyə geri baxırsan ({ $player }: { $tokens }): lövhə o növbədən
    sonrakı vəziyyətdədir. Burada gediş etmək olmaz.
preview-back = Oyuna qayıt
preview-blocked = Əvvəlki növbəyə baxırsan: oynamaq üçün oyuna qayıt.
offer-why-not = İndi mübadilə yoxdur: { $reason }
offer-why-too-dear =
    { $player } tərəfinin { $has } ələ keçirilmiş inəyi var, mübadiləyə ən azı { $need }
    lazımdır (G5)
button-keep-sowing = Səpməyə davam et: { $pit } çuxurundan { $n } daş götür
button-end-turn = Növbəmi burada bitir
option-traditional = { $value } (ənənəvi)

## Mövqe redaktoru (issue 12)
edit-position = Bu mövqeni redaktə et
edit-position-title = Lövhənin indiki vəziyyətini mövqe redaktorunda aç
editor-prompt =
    Mövqe redaktoru: çuxura kliklə bir dənə əlavə olunur; Shift ilə klik, sağ klik və ya
    uzun basma bir dənə azaldır.
editor-prompt-owners =
    Sahib dəyişmə: kliklənən çuxur o biri oyunçuya keçir (G2). Saylara qayıtmaq üçün
    “Sahibləri dəyiş” düyməsini yenidən bas.
editor-opening = Başlanğıc mövqe
editor-clear = Boş lövhə
editor-to-move = İlk gediş: { $player } (dəyiş)
editor-owner-tool = Sahibləri dəyiş
editor-close = Oyuna qayıt
editor-pile = { $player } tərəfi, { $store }:
editor-pile-less = { $player } tərəfinin yığınından bir dənə çıxar
editor-pile-more = { $player } tərəfinin yığınına bir dənə əlavə et
editor-count = Çuxurdakı say ({ $pit }):
editor-count-bad = Çuxurdakı say 0 ilə 250 arasında tam ədəddir.
editor-keys =
    Düymələr: oxlar çuxurlar arasında gəzir, Enter və ya + bir dənə əlavə edir, - və ya
    Backspace bir dənə azaldır, 0 çuxuru boşaldır, O sahibini dəyişir (Goré).
editor-check = Qaydalar bu mövqe haqqında nə deyir
editor-total =
    Lövhədə { $board } + ələ keçirilmiş { $captured } = { $sum } (oyunda cəmi
    { $total }).
editor-rule-total =
    Lövhədə və ələ keçirilənlərdə birlikdə ən çox { $n }: { $game } oyunu { $n } dənə
    ilə oynanılır.
editor-rule-limit = Heç bir çuxurda { $n } toxumdan çox yoxdur (U5).
editor-rule-sides =
    Heç bir tərəf başlanğıcdakı { $n } dənədən çoxunu saxlamır: { $game } oyununda heç
    nə o biri tərəfə keçmir.
editor-rule-owners-free = Hər çuxur iki oyunçudan birinə aid ola bilər (G2).
editor-rule-owners-fixed = Hər çuxur öz cərgəsinin oyunçusuna aiddir.
editor-ok = Bu mövqe oynanıla bilər.
editor-over-at-once = Bu mövqe yüklənə bilər, amma oyun dərhal bitir: növbəti oyunçu davam edə bilmir.
editor-out = Bu mövqedən istifadə et
editor-against = Rəqib
editor-against-computer = kompüter (orta)
editor-against-friend = bu cihazda bir dost
editor-play-here = Buradan oyna
editor-diagram = Diaqramı endir (SVG)
editor-edit-link = Redaktə keçidi:
editor-view-link = Viki çərçivəsi üçün keçid (baxış):
editor-copy = Kopyala
editor-copied = Kopyalandı.
editor-copy-by-hand = Brauzer mübadilə buferinə icazə vermədi: mətni seçib əllə kopyala.
editor-json = JSON kimi mövqe (mancala apply --position üçün)
editor-playing = Redaktə olunmuş mövqedən oyun: Cənub sənsən, gediş səndədir.

## Təhlil lövhəsi və oyunun təhlili (issue 12)
analyse = Təhlil
analyse-title =
    Gediş edəcək oyunçunun hər mümkün gedişinin kompüterə görə dəyərini göstər (ən
    yaxşısı işarələnir)
review = Oyunu təhlil et
review-title = Oyunun hər mövqeyini təhlil et və səhvləri işarələ
review-heading = Oyunun təhlili
review-running = Təhlil gedir: { $n } mövqedən { $k } dənəsi təhlil olundu.
review-cancel = Ləğv et
review-cancelled = Təhlil { $n } mövqedən { $k } dənəsindən sonra dayandırıldı.
review-chart =
    Hər gedişdən sonra Cənub üçün dəyər: yuxarı Cənub üçün, aşağı Şimal üçün yaxşıdır
    (qrafik hər iki tərəfə { $clamp } ilə məhdudlaşır).
review-mistakes = Səhvlər (ən yaxşı gedişlə müqayisədə { $amount } və ya daha çox itki)
review-mistake =
    { $player } tərəfi { $k } nömrəli gedişdə “{ $played }” gedişini seçdi; daha yaxşısı
    “{ $best }” idi. Sına
review-cost = Kompüterin hesablamasına görə bu, daha yaxşı gedişlə müqayisədə { $loss } itki verdi.
review-none =
    Səhv yoxdur: heç bir gediş ən yaxşısı ilə müqayisədə { $amount } və ya daha çox itki
    vermədi.
review-nothing = Hələ təhlil ediləcək bir şey yoxdur: heç bir gediş oynanmayıb.
review-jumped =
    { $k } nömrəli gedişdən əvvəl: daha yaxşısı “{ $best }” idi (işarələnib). Onu oyna
    və ya oyunun gedişini izləmək üçün “Təkrarla” düyməsini bas.
analysis-unavailable = Təhlil mümkün deyil: { $why }.
review-mistake-loses =
    { $player } tərəfi { $k } nömrəli gedişdə “{ $played }” gedişini seçdi: bu, oyunu
    uduzdurur; daha yaxşısı “{ $best }” idi. Sına
review-mistake-misses-win =
    { $player } tərəfi { $k } nömrəli gedişdə “{ $played }” gedişini seçdi: bu,
    qazanılmış oyunu əldən verir; daha yaxşısı qaçılmaz qələbə
    gətirən “{ $best }” idi. Sına

## Dərslər və tapmacalar (issue 13)
query-puzzle = '{ $value }' tapmaca nömrəsi deyil (1, 2, …); həll olunmamış ilk tapmaca açılır
puzzle-beyond = { $n } nömrəli tapmaca yoxdur: bu oyunda { $len } tapmaca var. Budur birincisi.
course-loading = Yüklənir…
course-failed = Bunu yükləmək olmadı ({ $why }). Yenidən cəhd etmək üçün səhifəni yenilə.
course-no-help = Burada məsləhət, təhlil və “Təkrarla” düyməsi yoxdur: dərs və tapmacalar hər şeyi özün tapman üçündür.
learn-link = Oynamağı öyrən
puzzles-link = Tapmacalar
learn-heading = { $game } oyununu öyrən
learn-step = Addım { $k } / { $n }
learn-rule = Qayda { $rule }
next-step = İrəli
step-again = Bu addımı yenidən başlat
step-over = Bu addım bitdi: davam etmək üçün İrəli düyməsini bas.
lesson-over = Dərs bitdi: bir oyun oyna və ya dərsi yenidən başlat.
lesson-done =
    Afərin: { $game } oyununun bütün qaydalarını gördün. İndi Başlanğıc səviyyəli
    kompüterə qarşı bütöv bir oyun oyna.
play-beginner = Başlanğıc səviyyəli kompüterə qarşı oyna
lesson-again = Dərsi yenidən başlat
puzzle-heading = Tapmaca { $n } / { $len }
puzzle-level-easy = asan
puzzle-level-medium = orta
puzzle-level-hard = çətin
puzzle-task-capture =
    Növbə { $player } tərəfindədir: bir növbədə bacardığın qədər çox ələ keçir.
puzzle-task-best = Növbə { $player } tərəfindədir: ən yaxşı gedişi tap.
puzzle-task-win = Növbə { $player } tərəfindədir: qarşı tərəf nə cavab versə də, iki gedişdə qazan.
puzzle-task-win1 = Növbə { $player } tərəfindədir: oyunu bu gedişlə qazan.
puzzle-task-decide = Qərar { $player } tərəfindədir: ən yaxşı qərarı ver.
puzzle-answering = Qarşı tərəf cavab verir…
puzzle-right =
    Düzdür: ən yaxşı cavab { $token } (kompüterin təhlilinə görə dəyəri { $value }).
puzzle-wrong =
    Ən yaxşısı deyil: { $token } gedişinin dəyəri { $yours }, { $best } gedişininki {
    $value }.
puzzle-wrong-later = Ən yaxşısı deyil: { $token }. Burada { $best } daha yaxşı idi.
puzzle-line = Ən yaxşı gediş ardıcıllığı: { $line }
puzzle-progress = Həll olunub: { $k } / { $n }
puzzle-solved-mark = həll olunub
next-puzzle = Növbəti tapmaca
puzzle-again = Yenidən cəhd et
puzzle-right-win = Düzdür: { $token } qaçılmaz qələbə gətirir.
puzzle-wrong-win =
    Ən yaxşısı deyil: { $token } gedişinin dəyəri { $yours }, halbuki { $best } qaçılmaz
    qələbə gətirir.
puzzle-over = Bu tapmaca bitdi: yenidən cəhd et və ya növbətiyə keç.
course-next = Yuxarıda nə baş verdiyini oxu, sonra oradakı düymə ilə davam et.
course-other = Eynisi bu oyunlar üçün:
course-play = { $game } oyununu oyna

## issue 24: resigning against the computer (the result, the button, records)
end-resigned = { $player } təslim oldu
why-resigned = { $player } təslim oldu, ona görə { $winner } qalib gəldi. “Geri qaytar” təslim olmanı ləğv edir.
narration-resigned = { $player } təslim oldu. { $winner } qalib gəldi.
resign = Təslim ol
resign-title = Bu oyunda təslim ol: kompüter qalib gəlir (“Geri qaytar” ilə geri almaq olar)
record-resigned-result = { $player } təslim oldu, ona görə Result { $winner } olmalıdır, “{ $value }” deyil

## The page's folds (issue 24): the settings and the menu of other controls
settings = Tənzimləmələr
more = Digər
skip-to-board = Lövhəyə keç

## Which side is the reader's, until their first input (issue 24)
your-side-south = Cənub sənsən: çuxurların { $south-at } yerləşir.
your-side-north = Şimal sənsən: çuxurların { $north-at } yerləşir.

## Issue 25: inputs in words
input-sow = { $pit } çuxurundan səp
input-pick = { $pit } çuxurunu götür
input-pass = növbəni ötür
input-offer = { $opponent } tərəfinə { $pits } çuxurlarını təklif et
input-offer-one = { $opponent } tərəfinə { $pits } çuxurunu təklif et
input-accept = təklifi qəbul et
input-decline = təklifi rədd et
input-continue = { $pit } başından səpməyə davam et
input-stop = { $pit } başında dayan
list-and = { $list } və { $last }
list-parts = { $list }; { $next }

## Issue 25: a missed puzzle in the game's terms
puzzle-missed = Ən yaxşısı deyil: { $input }.
puzzle-allows = Bu gediş { $player } tərəfinə “{ $reply }” cavabı ilə ələ keçirmək imkanı verir: { $list } ({ $rules }).
puzzle-better = Daha yaxşısı: { $input }.
puzzle-better-captures = Daha yaxşısı: { $input }; bu gediş ələ keçirir: { $list } ({ $rules }).
puzzle-better-captures-wins =
    Daha yaxşısı: { $input }; bu gediş { $list } ələ keçirir ({ $rules }) və qaçılmaz
    qələbə gətirir.
puzzle-better-holds =
    Daha yaxşısı: { $input }; ondan sonra { $player } tərəfi bir dəfəyə ən çox { $n }
    dənə ələ keçirə bilər.
puzzle-better-safe =
    Daha yaxşısı: { $input }; ondan sonra { $player } tərəfinin dərhal ələ keçirə
    biləcəyi heç nə qalmır.
puzzle-better-wins = Daha yaxşısı: { $input }; bu gediş qaçılmaz qələbə gətirir.
puzzle-values = Kompüterin dəyərləri: { $best } { $value }, { $token } { $yours }.
puzzle-show-line = Daha yaxşı gediş ardıcıllığını göstər
line-start = Daha yaxşı gediş ardıcıllığı ({ $n } gediş): düymələrlə addım-addım izlə.
line-at = Addım { $k } / { $n }: { $words }
line-step = { $player } oynayır: { $input }.
line-step-captures = { $player } oynayır: { $input }; ələ keçirir: { $list } ({ $rules }).
line-close = Tapmacaya qayıt

## Issue 25: playback
board-skip = Bu gedişin sonuna keç

## Issue 26: the board before the wasm
picture-loading = Oyun yüklənir…
picture-still-loading = Hələ yüklənir: oyun tezliklə hazır olacaq.
picture-failed = Oyun başlaya bilmədi ({ $why }). Bağlantını yoxla və səhifəni yenidən yüklə.
picture-reload = Yenidən yüklə
