# Türkçe katalog: sayfanın ve `mancala diagram --lang tr` çıktısının bütün sözcükleri.
# Biçim (Fluent'in küçük bir alt kümesi; src/ui/texts/catalogue.rs okur):
#   anahtar = metin           tek satır
#   anahtar =                 ya da girintili birkaç satır, aralarına boşluk konarak
#       metnin devamı         birleştirilir
#   { $ad }                   kodun dolduracağı bir argüman
# `.one` biçimleri yalnızca İngilizcede vardır; bu dosyada yer almaz.
# # ile başlayan satırlar yorumdur. en.ftl'deki her anahtar (`.one` biçimleri dışında)
# burada da bulunmalıdır (bir yerel test bunu denetler).

## Oyun seçicideki tanıtım satırları (en fazla 90 karakter)
tagline-gore =
    Fildişi Sahili · 2 × 4 · ikili ve dörtlü ele geçirme, tutsak inekle ödenen çukur takası
tagline-urim =
    Yeşil Burun Adaları · 2 × 6 ya da 2 × 7 · Oware gibi ikili ve üçlü ele geçirme, maç puanı
tagline-anywoli =
    Etiyopya ve Güney Sudan · 2 × 12 · aktarmalı ekim, dörtlü ele geçirme, ek hamleler
tagline-bao-kigogo =
    Tanzanya · 4 × 12 · kendi iki sıranda aktarmalı ekim, sütunun tamamını ele geçirme
tagline-tsoro =
    Zimbabve · 4 × 21 · aktarmalı ekim, durma hakkı veren başlar, sütun ve ek ele geçirme

## Tahtanın ele geçirilen taşların yığınına verdiği ad
store-gore = tutsak inekler
store-urim = ambar
store-anywoli = ambar
store-bao-kigogo = ele geçirilen
store-tsoro = ele geçirilen

## Tahtanın altındaki ekim ipucu (tek cümle)
hint-gore =
    İnekler 8 çukurun hepsinde saat yönünün tersine dolaşır: 1. sırada { $forward },
    sonra 2. sırada { $back } ilerler ve yeniden 1. sıraya geçer.
hint-urim =
    Tohumlar iki sırada da saat yönünün tersine ilerler (1. sırada { $forward }, 2. sırada
    { $back }), hiçbir zaman ambara girmez, başlangıç çukurunu da içinde zaten 17 tohum
    bulunan çukurları da atlar.
hint-anywoli =
    Tohumlar 24 çukurun hepsinde saat yönünün tersine dolaşır (1. sırada { $forward }, 2.
    sırada { $back }) ve hiçbir zaman ambara ekilmez.
hint-bao-kigogo =
    Her oyuncu yalnızca kendi iki sırasında saat yönünün tersine eker: Güney 1. sırada
    { $forward }, 2. sırada { $back }; Kuzey 3. sırada { $forward }, 4. sırada { $back }
    ilerler.
hint-tsoro =
    Her oyuncu yalnızca kendi iki sırasında saat yönünün tersine eker (Güney: 1. sırada
    { $forward }, sonra 2. sırada { $back }; Kuzey: 3. sırada { $forward }, sonra 4.
    sırada { $back }) ve bir turun son taşı dolu bir başa düşerse oyuncu orada durabilir.
## Oyun hakkında panelleri (60 ile 120 sözcük arası)
about-gore =
    Goré'de oyun sürerken toprak da el değiştirir: bir oyuncu rakibine bir ile üç arasında
    çukur teklif edebilir, teklifi kabul eden de kazandığı her çukura tutsak ineklerinden
    altısını koymak zorundadır. İnek sözü boşuna değildir: sığır uzun zamandan beri
    zenginliğin simgesi olduğu için oyunun taşlarına ayla, yani “inekler” denir. Böyle bir
    teklifi geri çevirmek cimrilik sayılır; teklifi reddeden oyuncu sonunda kazansa bile
    elde ettiği yalnızca “şanı olmayan bir zafer” olur. Oyunu, Fildişi Sahili'nin ortasında,
    ormanın yavaş yavaş savana açıldığı kuşakta yaşayan ve Kweni adıyla da tanınan Gurolar
    oynar; Gurolar oyma maskeleri, ahşap işçilikleri ve dokumalarıyla ünlüdür. Goré'yi
    2009'da Jordi Climent Tondo kayda geçirdi.
about-urim =
    Bir Kreol bilmecesi bu oyunun tahtasını “on iki ağız, kırk sekiz diş” diye anlatır ve
    her çukura dört tohum konan eski takımları hatırlatır. Yeşil Burun Adaları'nın (Cape
    Verde) insan yaşayan en küçük adası Brava'da oyunun adı Urim'dir; takımadanın öteki
    adalarında aynı oyuna Ouri, Huri, Ourim, Òrè, Ori ya da Uril denir ve adalılar onu
    Angola'ya kadar götürmüştür. Urim, Batı Afrika'nın Oware ailesindendir. Erkekler onu
    banco de ouri adlı oyma banklarda oynar; tohum olarak sert, gri Caesalpinia crista
    taneleri kullanılır ve bir ekimi bitiren tohumun bile kendine ait bir adı vardır: urin.
    Oyunun ilk ayrıntılı anlatımı, 1994'te Yeşil Burun Adaları'ndan araştırmacı Elísio
    Romariz Santos Silva'ya aittir.
about-anywoli =
    Anuak dilinde anywoli “doğum” ya da “doğurmak” demektir ve oyunun sözcükleri bu aile
    benzetmesini sürdürür: tek bir çukura oto, birden çok çukura udi, yani “evler” denir;
    tohumlara da “tahta oyununun çocukları” anlamında nyibaré adı verilir. Oyunu,
    Etiyopya'nın batısındaki Gambela bölgesinde ve komşu Güney Sudan'da (Akobo, Pochalla,
    Jokau) nehir boylarında balıkçılık, tarım ve avcılıkla geçinen, yaklaşık 78.000 kişilik
    Anuak halkı oynar. İki sıra hâlinde 24 çukur ve 96 tohumla Anywoli, Afrika'daki en büyük
    iki sıralı oyunlardan biridir. Usta oyuncular birbirine oyun sonu bulmacaları hazırlar.
    Oyun bölge dışında, 1971'de onu yazıya geçiren tarihçi Richard Pankhurst sayesinde
    duyuldu.
about-bao-kigogo =
    Bao Kigogo'da oyun daha ilk hamleden dengesizdir, çünkü başlangıçta iki ön sıranın birer
    köşe çukuru bilerek boş bırakılır. Dört sıralı bu oyun, Tanzanya'nın kurak orta
    yaylasında, bugünkü Dodoma Bölgesi'nde tarım ve hayvancılıkla geçinen Gogo (Wagogo)
    halkınındır. Onu Martin Klamroth sayesinde biliyoruz: Mpapua'da (bugünkü Mpwapwa) görev
    yapan bu Alman Luteryen misyoner, oyunu yerinde izlemiş ve kurallarını 1911'de Archiv
    für Anthropologie dergisinde, “Afrikanische Brettspiele” başlıklı makalesinde
    yayımlamıştır. Yakın akrabaları arasında, kıyıda konuşulan Svahilicede Hawalis'in adı
    olan Bao Kiarabu, Mozambik'teki Njombwa ve Doğu ile Güney Afrika'nın öteki dört sıralı
    aktarmalı oyunları sayılabilir.
about-tsoro =
    Zimbabve'nin kuzeydoğusundaki Şonalar için tsoro, tahta oyunlarının genel adıdır: sözcük
    damayı, üç taşı aynı hizaya getirmeye dayanan Tsoro Yemutatu'yu ve on iki taşlı değirmen
    oyununu (Tsoro Yemutwelve) da kapsar. Bu sayfadaki dört sıralı mangalanın daha belirli
    adları Fuva ya da Imbwe'dir; kurallarını ilk kez 1964'te J. B. Matthews derli toplu
    biçimde ortaya koymuştur. Çukurlar (magomba, tekili gomba) çoğu zaman doğrudan toprağa
    kazılır; taş olarak matombo denen nehir çakılları, yabani tohumlar ya da şişe kapakları
    kullanılır, ama kâğıda çizilmiş ya da tahtadan oyulmuş oyun tahtaları da vardır.
    Oyuncunun isterse durabildiği iki çukura misoro denir; tekili musoro “baş” demektir.
## Kurallar paneli: docs/rules/ içindeki her kural numarası için bir madde

rule-G1 =
    Goré, her birinde 4 çukur bulunan 2 sıra üzerinde oynanır (Güney'in a1–d1, Kuzey'in
    a2–d2 çukurları); başlangıçta her çukurda 6 inek, toplamda 48 inek vardır.
rule-G2 =
    Her oyuncu oyuna kendi sırasındaki dört çukurun sahibi olarak başlar, ama sahiplik
    sıraya değil tek tek çukurlara aittir: bir takastan sonra iki sırada da çukurun
    olabilir. Tahta her çukurun kime ait olduğunu her zaman gösterir.
rule-G3 =
    Sıran geldiğinde ya ekim yaparsın, ya takas teklif edersin ya da pas geçersin. Ekim
    için sahibi olduğun boş olmayan herhangi bir çukurdaki bütün inekleri alır, 8
    çukurun hepsinden oluşan halka boyunca saat yönünün tersine birer birer bırakırsın;
    ekim tek turdur ve elin boşalınca biter. Bu uygulamada halkayı baştan sona dolaşan
    bir avuç, alındığı çukura da bir inek bırakır.
rule-G4 =
    Sıran başladığında sahibi olduğun bütün çukurlar boşsa pas geçersin ve rakibinin
    ekimi çukurlarına inek koyana kadar pas geçmeyi sürdürürsün. Bu uygulamada yalnızca
    ekim yapamadığında pas geçebilirsin; teklife izin veriliyorsa pas geçmek yerine
    takas teklif edebilirsin.
rule-G5 =
    Ekim yapmak yerine rakibine çukurlarından 1, 2 ya da 3 tanesini, hangileri olacağını tek
    tek seçerek teklif edebilirsin. Bu uygulamada en az bir çukuru elinde tutmalısın, boş
    çukurlar da teklif edilebilir, k çukurluk bir teklif için rakibinin en az 6 × k tutsak
    ineği olmalıdır ve art arda iki hamlende teklif yapamazsın (pas geçmek de bir hamle
    sayılır, bir teklifi yanıtlamak sayılmaz).
rule-G6 =
    Teklif yapmak bir hamle sayılır. Rakibin teklifi kabul eder ya da reddeder; her iki
    durumda da ardından hamle sırası ondadır (ekim, teklif ya da pas).
rule-G7 =
    Teklif kabul edilirse çukurlar onları alan oyuncunun olur: bu çukurlardan ekim
    yapabilir, ele geçirmelerde ve oyun sonundaki süpürmede de bu çukurlar onun sayılır.
    Alan oyuncu bedel olarak hemen, tutsak ineklerinden altısını kazandığı her çukura, orada
    zaten bulunanların üstüne koyar; böylece 6 × k inek oyuna geri döner.
rule-G8 =
    Takas teklifini geri çevirmek cömertlikten uzak bir davranış sayılır: bir teklifi
    reddedip o oyunu kazanırsan galibiyetin “şanı olmayan bir zafer” sayılır ve sonuçta bu
    belirtilir.
rule-G9 =
    Ekiminin son ineği rakibinin sahibi olduğu bir çukura düşer ve oradaki inek sayısını
    tam olarak 2 ya da 4 yaparsa o inekleri ele geçirirsin: tahtadan kalkar ve tutsak
    ineklerine katılırlar.
rule-G10 =
    Böyle bir ele geçirmeden sonra, son ineğin düştüğü çukurdan ileriye doğru (ekim
    yönünde) uzanan ve her çukurunda tam 2 ya da 4 inek bulunan kesintisiz zinciri çukur
    çukur alırsın; geriye doğru uzanan zinciri de aynı biçimde alırsın. Her zincir başka
    bir sayı içeren ilk çukurda durur; yalnızca son ineğin düştüğü çukurun rakibine ait
    olması gerekir, bu yüzden bir zincir halkayı dolaşıp kendi çukurlarına uzanabilir ve
    hiçbir çukur iki kez alınmaz (boşaltılmış bir çukurda 0 inek vardır ve zinciri
    durdurur).
rule-G11 = Bütün ele geçirmeler yapılır yapılmaz hamlen biter.
rule-G12 =
    Bir oyuncunun hamlesi bittiğinde her çukurda üçten az inek (0, 1 ya da 2) kalmışsa oyun
    hemen biter. Bu uygulamada bu koşul ekim yapıldıktan, pas geçildikten, bir teklif kabul
    edildikten ya da reddedildikten sonra denetlenir; bir teklifin hemen ardından ve
    başlangıç konumunda ise hiçbir zaman denetlenmez.
rule-G13 =
    Bunun üzerine tahtada kalan inekler, bulundukları çukurun sahibine gider ve o oyuncunun
    tutsak ineklerine eklenir.
rule-G14 =
    Toplamda daha çok ineği olan oyuncu kazanır; 24–24 beraberliktir. Gerektiğinde
    galibiyet, G8'deki “şanı olmayan bir zafer” ibaresiyle birlikte verilir;
    beraberlikte bu ibare hiçbir zaman kullanılmaz.
rule-G15 =
    Bu uygulamada bir konum üçüncü kez ortaya çıktığında da oyun biter (C7) ve sonuç G13 ile
    G14'e göre hesaplanır.

rule-U1 =
    Urim, her birinde 6 çukur (seçenek olarak 7) bulunan 2 sıra üzerinde, her çukurda 3
    tohumla oynanır: toplam 36 ya da 42 tohum. Başka bir seçenek her çukura 4 tohum koyar
    (eski dört tohumlu takımlar) ve toplam 48 ya da 56 olur; toplamla birlikte yalnızca
    U12'nin puan eşikleri değişir, U4'teki bütün çukurları dolaşan tam tur da U5'teki 17
    sınırı da değişmez.
rule-U2 =
    Her oyuncu kendi sırasındaki çukurların ve tahtanın bir ucundaki ambarın sahibidir:
    Güney'in ambarı { $last-at }, Kuzey'inki { $first-at } bulunur. Ele geçirilen
    tohumlar, onları ele geçiren oyuncunun ambarına konur.
rule-U3 =
    Hamle yaparken kendi sırandaki boş olmayan herhangi bir çukurun bütün tohumlarını alır
    ve saat yönünün tersine, izleyen çukurlara birer birer ekersin; ekim iki sıradan da
    geçer ama hiçbir zaman ambara girmez. Tek bir tur vardır: elin boşalınca hamle biter.
rule-U4 =
    Bir avuç halkayı baştan sona dolaşacak kadar büyükse (2 × 6'da 12 ya da daha fazla, 2 ×
    7'de 14 ya da daha fazla tohum), boşaltılan başlangıç çukuru atlanır. Bu uygulamada ekim
    başlangıç çukuruna her geri geldiğinde bu çukur atlanır; U5'teki atlamalar bunun daha
    küçük bir avuçla da olmasına yol açabilir.
rule-U5 =
    Hiçbir çukurda hiçbir zaman 17'den fazla tohum bulunamaz. Bu uygulamada içinde zaten 17
    tohum bulunan bir çukur, başlangıç çukuru gibi atlanır ve tohum bir sonraki çukura
    geçer; bir çukurunda 17'den fazla tohum bulunan konum geçersizdir.
rule-U6 =
    Rakibinin sırasında hiç tohum yoksa ve oraya en az bir tohum koyan bir hamle varsa,
    böyle bir hamle seçmek zorundasın. Bu uygulamada böyle bir hamle yoksa her hamle
    serbesttir (rakibin o zaman hamle yapamaz ve oyun U10'a göre biter); ele geçirmesi
    beslenen tohumları hemen geri alsa bile bir hamle besleme sayılır.
rule-U7 =
    Yalnızca son tohumun rakibinin bir çukuruna düşüp oradaki sayıyı tam olarak 2 ya da 3
    yaptığında ele geçirirsin. Orada 4 ya da başka bir sayı oluşursa hiçbir şey ele
    geçirilmez.
rule-U8 =
    Ele geçirme bir kez başladığında, son tohumun düştüğü çukurdan hemen önceki rakip
    çukurları da (geriye doğru, ekim yönünün tersine) her birinde 2, 3 ya da 4 tohum
    bulunduğu sürece art arda ele geçirilir. Zincir, başka bir sayı içeren ilk çukurda ya da
    rakibinin sırasının sonunda durur.
rule-U9 =
    Bu uygulamada bir ele geçirme rakibinin sırasındaki bütün tohumları alabilir (kaynak
    bunu yasaklamaz); sonraki hamlede U6'daki besleme zorunluluğu uygulanır.
rule-U10 =
    Oyun, hamle sırası kendisinde olan oyuncunun kurallara uygun hiçbir hamlesi kalmadığında
    (hiç tohumu kalmamıştır: açlık) ya da kalan tohumlar hiç ele geçirme olmadan sonsuza dek
    dönecekse biter; uygulama bu ikinci durumu konumun tekrarlanmasından anlar (C7).
rule-U11 =
    Bu uygulamada oyun bittiğinde tahtada kalan tohumlar, bulundukları sıranın sahibi olan
    oyuncuya gider.
rule-U12 =
    Urim, birkaç oyundan oluşan bir maç olarak oynanır ve uygulama maçın süregelen puanını
    tutar. Son toplamlara göre (U11'den sonra) tohumların en az dörtte üçünü (36'da 27,
    42'de 32, 48'de 36, 56'da 42) ele geçirmek 1 puan, yarısından fazlasını ama dörtte
    üçünden azını (19–26, 22–31, 25–35, 29–41) ele geçirmek ½ puan kazandırır; tohumlar eşit
    paylaşılırsa kimse puan almaz, oyun berabere biter. Bu uygulamada küçük galibiyet yarım
    puan değerindedir, çünkü kaynak metin burada bozuktur ama kesirli maç puanlarından söz
    eder ve iki eşiği de verir.

rule-A1 =
    Anywoli, her birinde 12 çukur bulunan 2 sıra üzerinde, her çukurda 4 tohumla
    oynanır: toplam 96 tohum. Her oyuncu kendi sırasının ve bir ambarın sahibidir
    (Güney'in ambarı { $last-at }, Kuzey'inki { $first-at }) ve ambarlara hiçbir zaman
    tohum ekilmez.
rule-A2 =
    Hamle yaparken kendi sırandaki boş olmayan herhangi bir çukuru seçer, bütün tohumlarını
    alır ve saat yönünün tersine, 24 çukurun hepsinden oluşan halka boyunca izleyen
    çukurlara birer birer ekersin.
rule-A3 =
    Aktarma: bir turun son tohumu önceden tohum bulunan bir çukura düşerse (yani orada artık
    2 ya da daha fazla tohum varsa) ve A5 uygulanmıyorsa, az önce bırakılan da dâhil o
    çukurdaki bütün tohumları kaldırır ve sonraki çukurdan başlayarak yeni bir turda
    ekersin.
rule-A4 =
    Bir turun son tohumu boş bir çukura düştüğünde ya da bu son tohum A5'e göre bir ele
    geçirme yaptığında hamlen biter.
rule-A5 =
    Bir turun son tohumu bir çukurdaki sayıyı tam olarak 4 yaparsa, çukur kimin olursa olsun
    bu dört tohumu hamleyi yapan sen ele geçirirsin. Hamlen biter ve hemen bir ek hamle
    yaparsın (bunun için tohumun yoksa pas geçersin); ek hamlede son tohumla yapılan bir
    dörtlü de bir ek hamle daha kazandırır.
rule-A6 =
    Turunun son tohumu olmayan bir tohum bir çukurdaki sayıyı tam olarak 4 yaptığında, o
    dört tohum hemen ele geçirilir ve o çukurun sahibinin ambarına gider. Bu, bir hamlede
    iki sıranın herhangi birinde birkaç kez olabilir ve aynı çukura aynı hamlenin ilerleyen
    bölümünde yeniden tohum ekilebilir.
rule-A7 =
    Kurallara uygun bir hamlen varsa onu yapmak zorundasın; kendi sırandaki çukurlarda hiç
    tohum yoksa pas geçersin. Bu uygulamada boşaltılan başlangıç çukuru atlanmaz, çünkü bir
    atlama kuralı verilmemiştir.
rule-A8 =
    Oyun, bütün tohumlar ele geçirildiğinde ya da bir hamlenin sonunda tahtada yalnızca dört
    tohum kaldığında biter. Bu uygulamada bu koşul her hamlenin sonunda (varsa ek hamle
    oynanmadan önce) ve pas geçildikten sonra denetlenir.
rule-A9 =
    Varsayılan olarak son dört tohum, kendilerinden önceki dörtlü grubu ele geçiren
    oyuncuya, yani oyundaki en son ele geçirmenin sahibine gider (ekim ortasındaki bir ele
    geçirmede bu, tohumların ambarına gittiği oyuncudur). Seçenek olarak bunun yerine,
    oyunda son tohumla ele geçirmeyi (A5) ilk yapan oyuncuya giderler; bu uygulamada bu
    koşula uyan bir ele geçirme yoksa (henüz hiç ele geçirme olmamışsa ya da seçenekte henüz
    son tohumla ele geçirme yapılmamışsa), bulundukları sıranın sahibine giderler.
rule-A10 = Daha çok tohumu olan oyuncu kazanır; 48–48 beraberliktir.
rule-A11 =
    Bu uygulamada bir konum üçüncü kez ortaya çıktığında da oyun biter (C7); tahtada kalan
    tohumlar o zaman bulundukları sıranın sahibine gider.

rule-B1 =
    Bao Kigogo, her birinde 12 çukur bulunan 4 sıra üzerinde oynanır: Güney 1. (arka) ve 2.
    (ön) sıraların, Kuzey 3. (ön) ve 4. (arka) sıraların sahibidir. Ambar yoktur: ele
    geçirilen tohumlar oyundan çıkar.
rule-B2 =
    Başlangıçta her çukurda 2 tohum bulunur; yalnızca iki ön sıranın karşılıklı uçlarındaki
    a2 ve l3 çukurları boş başlar: toplam 92 tohum.
rule-B3 =
    Hamle yaparken en az iki tohum bulunan çukurlarından herhangi birinin bütün tohumlarını
    alır ve her çukura bir tane bırakarak kendi iki sıran boyunca saat yönünün tersine
    ekersin (C3).
rule-B4 =
    Aktarma: bir turun son tohumu önceden tohum bulunan bir çukura düşerse, yeni tohum dâhil
    oradaki her şeyi kaldırır ve sonraki çukurdan başlayarak yeni bir tur ekersin.
rule-B5 = Bir turun son tohumu boş bir çukura düştüğünde hamlen biter.
rule-B6 =
    Ancak hiçbir çukurunda iki ya da daha fazla tohum yoksa tek bir tohumu oynatabilirsin; o
    da yalnızca bir adım, ekim yönündeki sonraki çukura ve yalnızca o çukur boşsa. Böyle bir
    adım boş bir çukurda biter, bu yüzden B7 ona da uygulanır.
rule-B7 =
    Hamlen, son tohumun ön sırandaki boş bir çukura düşmesiyle biterse ve rakibinin tam
    karşıdaki (aynı sütundaki) ön sıra çukurunda tohum varsa, bunların hepsini ele
    geçirirsin ve oyundan çıkarlar.
rule-B8 =
    Rakibinin aynı sütundaki arka sıra çukurunda da tohum varsa onları da ele geçirirsin:
    sütunun tamamı alınır.
rule-B9 =
    Aynı hamle o sütundaki ön sıra çukurunu ele geçirmedikçe rakibinin arka sıradaki
    tohumları güvendedir. Bir ele geçirme hamleyi bitirir.
rule-B10 =
    Rakibinin bütün tohumlarını ele geçirerek ya da onu sırası geldiğinde kurallara uygun
    hiçbir hamlesi kalmayacak duruma düşürerek kazanırsın; bu durum her hamleden sonra ve
    bir konum yüklendiğinde denetlenir.
rule-B11 =
    Bütün bir konum (tahta ve hamle sırasının kimde olduğu) yeniden ortaya çıkarsa oyun
    hemen berabere biter: bu, Bao Kigogo'nun C7'den daha katı olan kendi kuralıdır. Yalnızca
    tahta ve hamle sırası kendisinde olan oyuncu karşılaştırılır; başlangıç konumu, o
    konumun ilk ortaya çıkışı sayılır.

rule-T1 =
    Tsoro varsayılan olarak her birinde 21 çukur bulunan 4 sıra üzerinde oynanır (a'dan u'ya
    kadar sütunlar): Güney 1. (dış) ve 2. (iç) sıraların, Kuzey 3. (iç) ve 4. (dış)
    sıraların sahibidir. Ambar yoktur: ele geçirilen taşlar oyundan çıkar.
rule-T2 =
    Her oyuncunun başları, dış sırasının bir ucundaki iki çukurdur: 21 sütunda Güney
    için t1 ve u1 ({ $last-at }), Kuzey için a4 ve b4 ({ $first-at }). Her tahta
    boyutunda Güney'in başları 1. sıranın son iki çukurudur, Kuzey'inkiler ise a4 ile
    b4'tür; tek baş seçeneğinde (T15) başlar 1. sıranın son çukuru ile a4'tür.
rule-T3 =
    Başlangıçta iki dış sıranın her çukurunda 2 taş bulunur, iki iç sıra ise boştur: 4 ×
    21'lik tahtada 84 taş.
rule-T4 =
    Hamle yaparken en az iki taş bulunan çukurlarından herhangi birindeki bütün taşları
    kaldırır ve her çukura bir tane bırakarak kendi iki sıran boyunca saat yönünün tersine
    ekersin (C3).
rule-T5 =
    Aktarma: bir turun son taşı önceden taş bulunan ve baş olmayan bir çukura düşerse,
    içindekileri kaldırır ve sonraki çukurdan başlayarak bir tur daha ekersin.
rule-T6 =
    Bir turun son taşı önceden taş bulunan bir başa düşerse, o anda seçim yaparsın: ya
    içindekileri kaldırıp aktarmayı sürdürürsün ya da hamleni orada durdurursun. Boş bir
    başa düşmek, her boş çukurda olduğu gibi hamleyi bitirir.
rule-T7 =
    Son taş boş bir çukura düştüğünde ya da bir başta durmayı seçtiğinde hamlen biter.
rule-T8 =
    Çukurlarında yalnızca tek taşlar kaldığında, bunlardan birini ekim yönündeki sonraki
    çukura tek adım oynatabilirsin, ama yalnızca o çukur boşsa. Bu uygulamada, B6'nın Bao
    Kigogo için söylediği gibi, iç sırandaki boş bir çukura atılan böyle bir adım da T9'a
    göre ele geçirme yapar.
rule-T9 =
    Hamlen, son taşın iç sırandaki boş bir çukura düşmesiyle biterse ve rakibinin karşıdaki
    iç sıra çukurunda taş varsa, bunları rakibinin o sütundaki dış sıra çukurunda bulunan
    bütün taşlarla birlikte ele geçirirsin: sütunun tamamı boşaltılır. Başlar dış sırada
    olduğu için bir başta durmak hiçbir zaman ele geçirme sağlamaz.
rule-T10 =
    Böyle bir ele geçirmeden sonra rakibinin tarafındaki istediğin iki çukurun daha
    içindekileri alırsın; bunları tahtada sen seçersin (bilgisayar kendi seçimlerini kendisi
    yapar). Bu uygulamada yalnızca boş olmayan çukurlar seçilebilir, bunların sayısı seçim
    hakkından azsa hepsini alırsın ve rakibinin başları hiçbir zaman seçilemez (bunlara
    “sığınak” denir), ama bir sütun ele geçirmesi (T9) o sütunda duran bir başı yine de
    boşaltır; her seçim, zorunlu olsa bile ayrı bir karar sayılır, seçilecek çukur
    kalmayınca hamle biter ve T12 seçimlerden sonra denetlenir.
rule-T11 = Ele geçirilen bütün taşlar oyundan çıkar.
rule-T12 =
    Hamle sırası kendisinde olan oyuncu hiçbir hamle yapamadığında oyun biter. Tahtada hâlâ
    taşı bulunan öbür oyuncu kazanır: geleneksel olarak beraberlik yoktur.
rule-T13 =
    Bu uygulamada bir önlem olarak, bir konumun üçüncü kez ortaya çıkması (C7) oyunu
    beraberlikle bitirir ve sonuçta bunun geleneksel kuralların dışında olduğu belirtilir.
    Puan o zaman ele geçirilen taşların sayısıdır.
rule-T14 =
    Seçenek (Matthews'un kaydettiği bölgesel bir çeşitleme): ek ele geçirme 2 çukuru
    (varsayılan), 1 ya da 3 çukuru alır.
rule-T15 =
    Seçenek: her oyuncuya iki baş (varsayılan) ya da tek baş, dış sıranın uçtaki çukuru
    (Güney için 1. sıranın son çukuru, Kuzey için a4); bu çukur o zaman 2 yerine 3 taşla
    başlar.
rule-T16 =
    Seçenek: tahta 21 sütunludur (varsayılan) ya da daha küçük olarak 6, 8, 12, 15 veya 18
    sütunludur.

rule-C1 =
    İki oyuncu vardır: Güney (tahtada { $south-at }) ve Kuzey ({ $north-at }). İlk
    hamleyi her zaman Güney yapar (kaynaklar kimin başladığını söylemez; yaygın uygulama
    budur).
rule-C2 =
    Çukurların adları tahtaya Güney'in bakışıyla verilir: sütunlar { $forward } a, b, c,
    … diye harflenir, sıralar Güney'in kenarından başlayarak numaralanır; böylece bir
    çukur c1, l3 ya da u4 diye yazılır. İki sıralı tahtalarda 1. sıra Güney'in, 2. sıra
    Kuzey'indir; dört sıralı tahtalarda 1. ve 2. sıralar Güney'in arka ve ön sıraları,
    3. ve 4. sıralar Kuzey'in ön ve arka sıralarıdır.
rule-C3 =
    Bütün ekimler, tahta nasıl döndürülürse döndürülsün, saat yönünün tersine yapılır.
    İki sıralı tahtalarda tohumlar 1. sırada { $forward }, sonra 2. sırada { $back }
    ilerleyerek bütün çukurlardan geçen tek bir halkayı dolaşır; dört sıralı tahtalarda
    her oyuncu yalnızca kendi iki sırasında eker (Güney: 1. sırada { $forward }, sonra
    2. sırada { $back }; Kuzey: 3. sırada { $forward }, sonra 4. sırada { $back }).
rule-C4 =
    Tohum, taş, inek (Goré'de ayla) ve matombo (Tsoro) sözcüklerinin hepsi aynı oyun
    taşlarını anlatır. Ambarlara hiçbir zaman tohum ekilmez.
rule-C5 =
    Tur, bir avucun ekilmesidir. Aktarmalı oyunlarda bir hamle art arda birkaç turdan
    oluşabilir; uygulama her turu canlandırır ve her avucun kaldırılışını gösterir.
rule-C6 =
    Anywoli'de ve Bao Kigogo'da bir ekim sonsuza dek dönebilir; bu uygulamada hiç bitmeyecek
    bir hamleye izin verilmez, sonunda biten uzun hamleler ise hiçbir zaman yarıda kesilmez.
    Bütün ekimleri sonsuz olan oyuncunun yapabileceği bir ekim yoktur: Anywoli'de pas geçer,
    Bao Kigogo'da kaybeder; çukurlarından herhangi birinde iki ya da daha fazla tohum
    bulundukça tek tohumlu adımlar da yasak kalır. Tsoro'da bir ekim hiçbir zaman sonsuz
    değildir, çünkü oyuncu ulaştığı ilk dolu başta durabilir; yalnızca art arda gelen
    “devam” seçimlerinden oluşan bir zincir sürüp gidebilir ve buna tekrar kuralı (C7) son
    verir.
rule-C7 =
    Bir oyunun kuralları sonu gelmeyen oyun için bir bitiş öngörmüyorsa, oyun aynı konum
    üçüncü kez ortaya çıktığında biter ve sonucu o oyunun bitiş kuralı belirler (Bao Kigogo
    daha katıdır: ilk tekrarda beraberlik). Burada “konum” şunları kapsar: tahta, her
    çukurun sahibi, ele geçirilen taş sayıları, hamle sırasının kimde olduğu ve beklenen bir
    karar varsa ayrıntılarıyla birlikte o karar. Başlangıç konumu ve karar bekleyen konumlar
    da sayılır, ama Goré'deki geçmiş teklifler ya da Anywoli'nin ele geçirme kayıtları gibi
    geçmiş bilgiler sayılmaz.
rule-C8 =
    Hiçbir kural tohum yaratmaz ya da yok etmez: tahtadaki, eldeki, ele geçirilmiş ve oyun
    dışı kalmış tohumlar her zaman oyunun toplamını verir (Goré'deki takas ödemeleri tutsak
    inekleri tahtaya geri koyar).

## Tahtanın sözcükleri
player-south = Güney
player-north = Kuzey
head = baş

## Motorun reddetme iletileri (komut satırındakilerle aynı sözler)
error-unknown-game = bilinmeyen oyun “{ $value }” ({ $ids } veya { $last } bekleniyordu)
error-unknown-option = { $game } oyunu için bilinmeyen seçenek “{ $key }”
error-bad-value =
    { $game } oyununun { $key } seçeneği için geçersiz değer “{ $value }” (izin verilenler:
    { $allowed })
error-malformed-option = “{ $value }” seçeneği anahtar=değer biçiminde yazılmamış
illegal-game-over = oyun bitti
illegal-not-awaited = şu anda bu hamle beklenmiyor
illegal-not-yours = bu çukur hamle yapan oyuncuya ait değil
illegal-too-few = bu çukurdakiler ekmeye yetmez
illegal-must-feed = rakibin hiç tohumu yok: onu besleyen bir hamle yapılmalı (U6)
illegal-endless = bu ekim hiçbir zaman bitmez (C6)
illegal-cannot-pass = pas geçmeye yalnızca hiçbir ekim yapılamadığında izin verilir
illegal-offer-size = bir teklif kendi çukurlarından 1 ile 3 arasında çukur içermelidir (G5)
illegal-offer-keeps-none = en az bir çukuru elinde tutmalısın (G5)
illegal-offer-too-dear =
    rakibin elinde { $has } tutsak inek var; bedel olarak { $need } inek ödeyemez (G5)
illegal-offer-again = art arda iki hamlede teklif yapılamaz (G5)
illegal-single-while-big =
    tek bir tohum yalnızca hiçbir çukurda iki ya da daha fazla tohum yokken oynatılabilir
    (B6)
illegal-single-into-occupied = tek bir tohum yalnızca boş bir çukura ilerleyebilir (B6)
illegal-single-while-big-tsoro =
    tek bir taş yalnızca hiçbir çukurda iki ya da daha fazla taş yokken oynatılabilir (T8)
illegal-single-into-occupied-tsoro = tek bir taş yalnızca boş bir çukura ilerleyebilir (T8)
illegal-pick-not-enemy = ek ele geçirmede rakibin çukurlarından biri seçilir (T10)
illegal-pick-head = rakibin başları seçilemez (T10)
illegal-pick-empty = boş bir çukur seçilemez (T10)

## Oyunun neden bittiği
end-fewer-than-three = her çukurda üçten az inek var
end-starved = { $player } tarafının oynatacak tohumu yok
end-all-captured = bütün tohumlar ele geçirildi
end-last-four = yalnızca son dört tohum kaldı
end-wiped = { $player } tarafının bütün tohumları ele geçirildi
end-immobilised = { $player } hamle yapamıyor
end-repetition = aynı konum üç kez tekrarlandı
end-bao-repetition = bir konum tekrarlandı
end-repetition-safeguard =
    aynı konum üç kez tekrarlandı (geleneksel bir kural değil, motorun bir önlemi)

## Adresteki parametreler
query-lang = bilinmeyen dil “{ $value }” (en, tr, az, sw, fr veya pt); tarayıcının dili kullanılıyor
query-game = { $error }; onun yerine Goré gösteriliyor
query-flag = { $key }={ $value }: 1 veya 0 bekleniyordu; 0 kullanılıyor
query-ply = ply “{ $value }” bir hamle sayısı değil; son konum gösteriliyor
query-mode = bilinmeyen kip “{ $value }” (play, view, edit, learn veya puzzle); oyun kipi kullanılıyor
query-theme = bilinmeyen tema “{ $value }” (light, dark veya auto); sistemin teması kullanılıyor
query-player =
    { $key } için bilinmeyen oyuncu “{ $value }” (human, beginner, easy, medium veya hard);
    { $default } kullanılıyor
query-speed = bilinmeyen hız “{ $value }” (slow, normal, fast veya instant); normal kullanılıyor
query-option = { $error }; varsayılan değer kullanılıyor

## Oyun seçici
games = Oyunlar
two-players = İki oyuncu
play-computer = Bilgisayara karşı oyna
seat-human = İnsan
seat-beginner = Bilgisayar: Başlangıç
seat-easy = Bilgisayar: Kolay
seat-medium = Bilgisayar: Orta
seat-hard = Bilgisayar: Zor
seat-random = Bilgisayar: Rastgele
seat-greedy = Bilgisayar: Açgözlü
speed = Hız
speed-slow = yavaş
speed-normal = normal
speed-fast = hızlı
speed-instant = anında
auto-turn = Tahtayı hamle sırası gelen oyuncuya çevir
language = Dil
theme = Tema
theme-auto = sistemle aynı
theme-light = açık
theme-dark = koyu
option-default = { $value } (varsayılan)
option-pits = Bir sıradaki çukur sayısı
option-seeds = Bir çukurdaki tohum sayısı
option-last_four = Son dört tohumu alan (A9)
option-last_four-penultimate = onlardan önceki ele geçirmeyi yapan oyuncu
option-last_four-first_last_seed = son tohumla ilk ele geçirmeyi yapan oyuncu
option-columns = Sütun sayısı
option-bonus = Ek ele geçirilen çukurlar
option-heads = Başlar (T15)
option-heads-2 = iki baş
option-heads-1 = tek baş, 3 taşla başlar

## Karar çubuğu: istemler ve düğmeler
button-skip = Sona atla
button-confirm-offer = Bu teklifi yap
button-cancel-offer = İptal
button-offer = Takas teklif et…
button-pass = Pas geç
button-accept = Teklifi kabul et
button-decline = Reddet
button-continue = Ekime devam et
button-stop = Burada dur
view-position = Bir konum
view-start = { $n } hamlelik bir oyunun başlangıcı
view-after = { $k }. hamleden sonra (toplam { $n } hamle)
view-over = { $after }: oyun bitti.
view-to-move = { $after }: hamle sırası { $player } tarafında.
sowing = Ekim… { $caption }
level-beginner = başlangıç
level-easy = kolay
level-medium = orta
level-hard = zor
level-random = rastgele
level-greedy = açgözlü
computer-thinking = { $player } (bilgisayar, { $level }) düşünüyor…
computer-paused =
    Duraklatıldı: hamle sırası { $player } tarafında (bilgisayar, { $level }). Devam et ya
    da oyunu tek hamle ilerlet.
prompt-trade-response =
    { $offerer } tarafı { $player } tarafına şu çukurları teklif ediyor: { $pits }. Kabul
    etmenin { $player } tarafına bedeli { $price } tutsak inek (her çukura { $each });
    teklifi reddetmek ise { $player } tarafının olası galibiyetini “şanı olmayan bir zafer”
    yapar (G8).
prompt-head-choice =
    { $player } tarafının son taşı, içinde { $n } taş bulunan { $pit } başına ulaştı:
    taşları kaldırıp devam mı edeceksin, yoksa burada mı duracaksın (T6)?
prompt-bonus-pick =
    Ek ele geçirme (T10): { $player }, { $opponent } tarafının çukurlarından { $n } tane daha
    seç (baş olmayan, boş olmayan).
last-move = Son hamle: { $move }.
prompt-pass = { $player } tarafının ekecek bir şeyi yok, pas geçmek zorunda.
prompt-must-feed =
    { $opponent } tarafının sırası boş: { $player } o sırayı besleyen bir hamle seçmek
    zorunda (U6).
prompt-move = Hamle sırası { $player } tarafında: vurgulanan bir çukur seç.
offer-choose = Teklif etmek istediğin 1 ile { $max } arasında çukura tıkla.
offer-refused = Mümkün değil: { $reason }.
offer-none-chosen = hiçbiri seçilmedi
prompt-offer =
    { $player }, { $opponent } tarafına teklif edeceğin çukurlar: { $pits } — bedel { $k } ×
    { $each } = { $price } inek ({ $opponent } tarafının { $has } tutsak ineğinden).

## Bir ekimin her adımı ve bir hamlenin özeti
event-lift = { $pit } çukurundan { $n } tane kaldırır
event-relay = aktarma: { $pit } çukurundan { $n } tane kaldırır
event-drop = { $pit } çukuruna bir tane bırakır
event-skip-origin = { $pit } başlangıç çukurunu atlar (U4)
event-skip-full = içinde 17 tane bulunan { $pit } çukurunu atlar (U5)
event-capture = { $player } { $pit } çukurundan { $n } tane ele geçirir
event-offer = { $player } teklif eder: { $pits }
event-accept = { $player } teklifi kabul eder
event-owner = { $pit } çukuru artık { $player } tarafına ait
event-payment = { $player } bedel olarak { $pit } çukuruna { $n } tane koyar
event-decline = { $player } teklifi reddeder
event-pass = { $player } pas geçer
event-extra = { $player } bir ek hamle yapar
event-head = içinde { $n } tane bulunan { $pit } başına ulaşır
event-continue = { $pit } çukurundan devam eder
event-stop = { $pit } çukurunda durur
event-sweep = { $pit } çukurundaki { $n } tane { $player } tarafına gider
event-game-over = oyun bitti
summary-pass = { $player } ekecek bir şeyi olmadığından pas geçer
summary-extra = { $player } son tohumla dört tane ele geçirdiği için bir ek hamle yapar (A5)
summary-laps = { $n } tur
summary-sowed = { $player } { $pit } çukurundan ekti
summary-captured = { $player } { $n } tane ele geçirdi

## İletiler ve bildirimler
position-refused = { $error }; onun yerine başlangıç konumundan başlanıyor
token-unknown = “{ $token }” bu oyunun bir hamlesi değil
moves-refused = moves: { $k }. hamle “{ $token }”: { $error }; bu hamleden önceki oyun gösteriliyor
ply-beyond = ply { $ply }: oyunda { $n } hamle var; son konum gösteriliyor
computer-unavailable =
    Bilgisayar bu sayfada oynayamıyor ({ $why }); iki taraf da burada elle oynanıyor.
record-loaded = Kayıt yüklendi.
record-refused = Bu kayıt yüklenemiyor: { $error }. Tahtadaki oyun korunuyor.
hint-says = İpucu (Zor düzeydeki bilgisayarın seçimi): { $input }.
computer-failed = Bilgisayar seçim yapamadı: { $error }.
computer-turn = Hamle sırası { $player } tarafında: bu tarafı bilgisayar ({ $level }) oynuyor.
wait-computer = Bilgisayarı bekle.
wait-sowing = Ekimin bitmesini bekle ya da sona atla.
input-refused = “{ $input }” hamlesi oynanamaz: { $error }.
offer-own-pits = Yalnızca kendi çukurlarını teklif edebilirsin.
offer-at-most = Bir teklif en fazla üç çukur içerebilir (G5).
record-line-reads = { $error } (satırın içeriği: { $line })

## Oyun denetimleri
picks-left = Kalan seçim: { $n }
nav-first = En başa (Home)
nav-prev = Bir hamle geri (←)
nav-next = Bir hamle ileri (→)
nav-last = En sona (End)
hint = İpucu
hint-title = Zor düzeydeki bilgisayarın ne seçeceğini göster
go-on = ▶ Devam
pause = ⏸ Duraklat
step = Adım
step-title = Bilgisayar tek bir karar versin
undo = ↶ Geri al
undo-title = Son hamleyi geri al
redo = ↷ Yinele
redo-title = Geri alınan hamleyi yeniden oyna
new-game = Yeni oyun
share = Paylaş
share-title = Bu oyunun şu anki hâline bir bağlantı: bir arkadaşına gönder, oyunu buradan sürdürsün
share-box = Bu oyunu paylaş
share-copied =
    Bağlantı kopyalandı. Arkadaşına gönder: bağlantı açıldığında bu oyun, hamle sırası
    gelen oyuncuyla sürer.
share-copy-by-hand =
    Bu bağlantıyı kopyala ve arkadaşına gönder: bağlantı açıldığında bu oyun, hamle sırası
    gelen oyuncuyla sürer.
share-copying = Bağlantı kopyalanıyor…
close = Kapat

## Oyun kaydı kutusu
record = Oyun kaydı
record-copy = Kopyala
record-download = .txt olarak indir
record-copied = Kopyalandı.
record-copy-refused = Burada kopyalamaya izin verilmedi: yukarıdaki metni seçip kopyala.
record-paste = Bir kayıt yükle (buraya yapıştır):
record-load = Yükle
record-file = ya da bir dosya aç:

## Ekran okuyucular için tahta
pit-label = çukur { $pit }, { $amount }, { $player }
pit-label-head = baş { $pit }, { $amount }, { $player }
store-label = { $player } tarafı, { $store }: { $n }
in-hand = elde { $n } tane
board-label = { $game } tahtası

## Hamle listesi, sonuç, kurallar ve hakkında panelleri
moves = Hamleler
no-moves = Henüz hamle yok. İlk hamleyi Güney yapar (C1).
result-no-glory = { $player } kazandı — şanı olmayan bir zafer (G8)
result-wins = { $player } kazandı
result-draw = Berabere
match-points = Bu oyunun maç puanları: Güney { $south }, Kuzey { $north }.
match-total = { $n } oyundan sonra maç: Güney { $south }, Kuzey { $north }.
result-score = Güney { $south } — Kuzey { $north }
next-match-game = Maçın sonraki oyunu
play-again = Yeniden oyna
rules-of = { $game } kuralları
about-title = { $game } hakkında

## Durum satırında sonuç ve sonrası (issue 24); skor okuyucunun tarafından
## okunur ("17–31": okuyucu 17), yoksa Güney'in tarafından
status-you-won = Kazandın: { $score }
status-computer-won = Bilgisayar kazandı: { $score }
status-draw = Berabere: { $score }
status-player-won = { $player } kazandı: { $score }
status-you-resigned = Pes ettin, bilgisayar kazandı: { $score }
status-player-resigned = { $player } pes etti, { $winner } kazandı: { $score }
status-no-glory = { $result } — şanı olmayan bir zafer (G8)
status-and-match = { $result }. { $match }
try-level-beginner = Başlangıç düzeyinde oyna
try-level-easy = Kolay düzeyde oyna
try-level-medium = Orta düzeyde oyna
try-level-hard = Zor düzeyde oyna
level-up-title =
    Kazandın: daha güçlü bir bilgisayara karşı yeni bir oyun; bu düzey, bu oyun için senin
    düzeyin olarak saklanır
level-down-title =
    Daha yumuşak oynayan bir bilgisayara karşı yeni bir oyun; bu düzey, bu oyun için senin
    düzeyin olarak saklanır
auto-pass-you = Hamlen yok: pas geçiliyor…
auto-pass = { $player } tarafının hamlesi yok: pas geçiliyor…

## Oyunun çevresindeki sayfa
rules = Kurallar
about = Hakkında
crash =
    Üzgünüz: oyunda bir iç hata oluştu ve oyun durdu. Yeniden başlamak için <a href="">sayfayı
    yeniden yükle</a>.
record-url-refused = record: { $error }; onun yerine yeni bir oyun gösteriliyor
lang-failed = { $language } metinleri yüklenemedi; İngilizce gösteriliyor.
open-full = Oyunu tam sayfada aç ↗
open-full-blocked =
    Bu çerçeve yeni sekme açamıyor. Oyunu tam sayfada açmak için bu adresi kopyala:

## Okunamayan bir kayıt
record-at-line = { $line }. satır: { $what }
record-malformed-header = bir başlık [Anahtar "değer"] biçiminde yazılır
record-header-after = hamlelerden sonra bir başlık var (başlıklar önce gelir)
record-unclosed-comment = '{' ile açılan yorum hiç kapanmıyor
record-stray-brace = '}' hiçbir yorumu kapatmıyor
record-missing-header = { $key } başlığı eksik
record-header = { $key } başlığı: { $fault }
record-header-twice = iki kez verilmiş
record-option-missing = { $key } seçeneği eksik (her seçenek yazılır)
record-option-twice = { $key } seçeneği iki kez verilmiş
record-bad-result = “{ $value }” S, N, draw veya * değil
record-bad-date = “{ $value }” YYYY-MM-DD biçiminde yazılmış bir tarih değil
replay-token = { $k }. hamle “{ $token }”: { $error }
replay-illegal = { $k }. hamle “{ $token }” kurallara aykırı: { $error }

## Yüklenemeyen bir konum
setup-json = konum geçerli bir JSON değil: { $detail }
setup-bad = hatalı konum: { $detail }
setup-not-object = bir nesne bekleniyordu
setup-rows-missing = rows alanı zorunludur
setup-not-rows = { $name } bir sıra dizisi olmalı
setup-row-count = { $name } içinde { $want } sıra olmalı, { $got } değil
setup-row-not-array = { $name }[{ $i }] bir dizi olmalı
setup-row-length = { $name }[{ $i }] içinde { $want } çukur olmalı, { $got } değil
setup-not-count = rows[{ $i }][{ $c }] tam sayıda tohum olmalı, { $value } değil
setup-pit-over-total =
    { $pit } çukurunda { $n } tohum var; bu, oyundaki toplam { $total } tohumdan fazla
setup-pit-over-limit =
    { $pit } çukurunda { $n } tohum var; { $game } oyununda hiçbir çukurda { $limit }
    tohumdan fazlası olamaz (U5)
setup-not-side = owners[{ $i }][{ $c }] "S" veya "N" olmalı, { $value } değil
setup-owner-fixed =
    { $pit } çukuru { $player } tarafına ait olamaz: çukurların sahibi yalnızca Goré'de
    değişir
setup-captured-not-object = captured bir nesne olmalı: {"S": n, "N": n}
setup-captured-key = captured içinde bilinmeyen bir anahtar var: "{ $key }"
setup-captured-count = captured.{ $key } bir tam sayı olmalı, { $value } değil
setup-to-move = to_move "S" veya "N" olmalı, { $value } değil
setup-too-many =
    konumda { $total } tohum var (tahtadakiler ve ele geçirilenler); bu, oyundaki
    { $opening } tohumdan fazla
setup-unloadable = awaiting "{ $value }" yüklenemez: ayrıntıları nesnede yok
setup-awaiting = awaiting "move" olmalı, { $value } değil
setup-awaiting-bonus = awaiting "move" veya "bonus_pick" olmalı, { $value } değil
setup-side-beyond =
    { $player } tarafında { $has } tohum var; bu, bir tarafın başlangıçtaki { $start }
    tohumundan fazla. { $game } oyununda hiçbir tohum karşı tarafa geçmez, bu yüzden
    hiçbir oyun bu konuma ulaşamaz

## Keyboard and screen reader
say-sow = { $player } tarafı { $pit } çukurundan ekti
say-pick = { $player } tarafı ek ele geçirme olarak { $pit } çukurundan { $n } tane aldı
say-offer = { $player } tarafı şu çukurları teklif etti: { $pits }
say-accept = { $player } tarafı teklifi kabul etti
say-decline = { $player } tarafı teklifi reddetti
say-continue = { $player } tarafı { $pit } başından devam etti
say-stop = { $player } tarafı { $pit } başında durdu
say-pass = { $player } tarafı pas geçti
say-taken = { $pit } çukurundan { $n } tane
say-captured = ele geçirdi: { $list }
say-paid-item = { $pit } çukuruna { $n } tane
say-paid = bedel olarak koydu: { $list }
say-head = içinde { $n } tane bulunan { $pit } başına ulaştı
read-side = { $player }: { $pits }
read-stores = { $store }: { $south } { $s }, { $north } { $n }
read-board = Tahtayı oku
read-board-title = Tahtadaki bütün sayıları, ele geçirilenlerle birlikte dinle (R tuşu)
keys-help =
    Ok tuşları çukurlar arasında gezdirir, Enter ya da Boşluk çukuru seçer, R tahtayı okur.

## Accessibility (axe)
legend-marks =
    Kesik çizgili kenarlı çukurlar Kuzey'in, düz kenarlılar Güney'in; açık renkli bir
    halka oynayabileceğin çukurları gösterir.
legend-heads = Kesik çizgili altın sarısı bir halka her başı gösterir (T2).

## Geri alma ve yineleme, sesli
narration-undone = Geri alındı: hamle sırası { $player } tarafında.
narration-redone = Yeniden oynandı: { $sentence }

## issue 14: games kept, not lost
prompt-looking-back = { $k }. hamleye geri bakıyorsun: oyun, sen ona dönene kadar bekliyor.
game-kept =
    Yarıda bıraktığın { $game } oyunu ({ $n } hamle) saklandı: ona dönmek için { $game }
    oyununu yeniden seç.
game-restored = Oyunun, bıraktığın gibi geri geldi.
new-game-kept = Yeni oyun. Bıraktığın oyun saklandı: “Oyunuma dön” seni ona geri götürür.
resume-game = Oyunuma dön
resume-game-title = Bıraktığın oyunu tahtaya geri koyar (bu oyun onun yerine saklanır)
## issue 14: newcomer words (goal, how to play, rule links, hint, result)
goal-gore =
    Amaç: oyunu rakibinden çok inekle bitirmek. Son ineğinle rakibin bir çukurunu tam 2
    ya da 4 yaparsan onları ele geçirirsin.
goal-urim =
    Amaç: oyunu rakibinden çok tohumla bitirmek. Son tohumunla rakibin bir çukurunu tam 2
    ya da 3 yaparsan onları ele geçirirsin.
goal-anywoli =
    Amaç: oyunu rakibinden çok tohumla bitirmek. Tam 4 tohuma ulaşan çukur ele geçirilir:
    son tohumunla yaptıysan sen alırsın, yoksa çukurun sahibi alır.
goal-bao-kigogo =
    Amaç: rakibin bütün tohumlarını ele geçirmek ya da onu hamlesiz bırakmak. Ön sıranda
    boş bir çukurda bitirirsen karşıdaki sütunu alırsın.
goal-tsoro =
    Amaç: rakibini hamlesiz bırakmak. İç sıranda boş bir çukurda bitirirsen karşıdaki sütunu
    ve seçeceğin ek çukurları alırsın.
how-to-play = Nasıl oynanır
rules-numbered = Numaralı kurallar ({ $n })
rules-numbered-common = Beş oyunun hepsi için kurallar ({ $n })
rule-link-title = { $id } kuralını kurallar panelinde göster
howto-gore-1 =
    4 çukurluk 2 sıra, her çukurda 6 inek. 1. sıra Güney'in, 2. sıra Kuzey'in; Güney
    başlar.
howto-gore-2 =
    Sıran gelince kendi çukurlarından birindeki bütün inekleri al ve 8 çukurun hepsinde
    saat yönünün tersine birer birer ek.
howto-gore-3 =
    Son ineğin rakibin bir çukurunu tam 2 ya da 4 yaparsa onu, iki yanındaki 2'li ve
    4'lü dizilerle birlikte alırsın.
howto-gore-4 =
    Ekmek yerine çukurlarından 1 ile 3 tanesini teklif edebilirsin; alan taraf her birine
    6 tutsak inek öder.
howto-gore-5 =
    Her çukurda 3'ten az inek kalınca her sahip kendi çukurlarındakini alır: daha çok ineği
    olan kazanır.
howto-urim-1 =
    6 (ya da 7) çukurluk 2 sıra, her çukurda 3 tohum. Güney { $south-adj } sıranın ve {
    $last-adj } ambarın sahibidir, Kuzey ötekilerin; Güney başlar.
howto-urim-2 =
    Sıran gelince kendi çukurlarından birindeki bütün tohumları al, saat yönünün tersine
    her çukura bir tane ek; ambara hiç ekilmez.
howto-urim-3 =
    Son tohumun rakibin bir çukurunu tam 2 ya da 3 yaparsa onu ve hemen arkasında 2, 3
    ya da 4 tohum olan rakip çukurlarını alırsın.
howto-urim-4 =
    Rakibin sırası boşsa, yapabiliyorsan onu beslemelisin; hiçbir çukurda 17'den çok
    tohum olamaz.
howto-urim-5 =
    Sırası gelen oyuncunun tohumu kalmayınca her oyuncu kendi sırasındakileri alır: daha çok
    tohumu olan maç puanı kazanır.
howto-anywoli-1 =
    12 çukurluk 2 sıra, her çukurda 4 tohum. Kendi sıran ve bir ambar senindir; Güney
    başlar.
howto-anywoli-2 =
    Sıran gelince çukurlarından birindeki bütün tohumları saat yönünün tersine ek; son
    tohum dolu bir çukura düşerse hepsini alıp ekmeyi sürdür.
howto-anywoli-3 =
    Bir çukuru tam 4 yapan son tohum bu dördü senin için ele geçirir ve yeniden oynarsın.
howto-anywoli-4 =
    Bir çukuru tam 4 yapan başka bir tohum dördü o çukurun sahibine kazandırır; kendi
    sıranda tohum yoksa pas geçersin.
howto-anywoli-5 =
    Bütün tohumlar ele geçirilince ya da yalnızca dört tohum kalınca (son ele geçirene
    gider) oyun biter: daha çok tohumu olan kazanır.
howto-bao-kigogo-1 =
    12 çukurluk 4 sıra, ikisi dışında her çukurda 2 tohum. Ön ve arka iki sıran senindir;
    Güney başlar.
howto-bao-kigogo-2 =
    Sıran gelince en az 2 tohumlu bir çukuru al ve kendi iki sıranda ek; dolu bir çukura
    düşersen onu da alıp ekmeyi sürdür.
howto-bao-kigogo-3 =
    Ön sıranda boş bir çukurda bitirirsen rakibin karşıdaki ön çukurunu ve arkasındaki
    arka çukuru alırsın.
howto-bao-kigogo-4 =
    Yalnızca bütün çukurlarında tek tohum kaldığında bir tohumu bir adım ilerideki boş
    çukura sürebilirsin.
howto-bao-kigogo-5 =
    Rakibin bütün tohumlarını alırsan ya da onu hamlesiz bırakırsan kazanırsın; bir
    konum yinelenirse berabere biter.
howto-tsoro-1 =
    4 sıra çukur, dış sıralardaki her çukurda 2 taş, iç sıralar boş. İki sıran senindir;
    Güney başlar.
howto-tsoro-2 =
    Sıran gelince en az 2 taşlı bir çukuru al ve kendi iki sıranda ek; dolu bir çukura
    düşersen onu da alıp ekmeyi sürdür.
howto-tsoro-3 =
    Her dış sıranın bir ucundaki iki çukur baştır (Güney'inkiler { $last-at }): dolu bir
    başa düşersen sürdürmeyi ya da durmayı seçersin.
howto-tsoro-4 =
    İç sıranda boş bir çukurda bitirirsen rakibin karşıdaki sütununu ve ek olarak başka
    herhangi 2 çukurunu (baş olmayan) alırsın.
howto-tsoro-5 = Hamle yapamayan oyuncu kaybeder.
dir-lr = soldan sağa
dir-rl = sağdan sola
dir-tb = yukarıdan aşağıya
dir-bt = aşağıdan yukarıya
## Tahtada yerler, tahta nasıl çizildiyse (src/ui/texts/places.rs)
place-at-bottom = altta
place-at-top = üstte
place-at-left = solda
place-at-right = sağda
place-adj-bottom = alttaki
place-adj-top = üstteki
place-adj-left = soldaki
place-adj-right = sağdaki
place-to-bottom = aşağı doğru
place-to-top = yukarı doğru
place-to-left = sola doğru
place-to-right = sağa doğru
place-from-bottom = alttan
place-from-top = üstten
place-from-left = soldan
place-from-right = sağdan

## Her oyunun taşlarından bir sayı (lang/GLOSSARY.md)
pieces-gore = { $n } inek
pieces-urim = { $n } tohum
pieces-anywoli = { $n } tohum
pieces-bao-kigogo = { $n } tohum
pieces-tsoro = { $n } taş
playing = { $what }…
playing-step = { $what }… { $caption }
playing-offer =
    { $player } tarafı { $pits } çukurlarını { $price } tutsak inek karşılığında
    { $opponent } tarafına teklif ediyor (G5)
playing-accept =
    { $player } kabul ediyor: çukurlar { $player } tarafına geçiyor, her biri için
    { $each } tutsak inek ödeniyor (G7)
playing-decline =
    { $player } teklifi reddediyor: { $player } tarafı artık kazanırsa bu şanı olmayan bir
    zafer olur (G8)
playing-stop = { $player } tarafı { $pit } başında duruyor ve hamlesini bitiriyor (T6)
playing-continue = { $player } tarafı { $pit } başındaki taşları alıp ekmeye devam ediyor (T6)
playing-pass = { $player } tarafının ekecek bir şeyi yok, pas geçiyor
playing-pick = { $player } tarafı ek ele geçirme için bir çukur seçiyor (T10)
why-fewer-than-three = Her çukurda üçten az inek kaldığı için oyun bitti (G12).
why-starved = { $player } tarafının ekecek tohumu kalmadığı için oyun bitti (U10).
why-all-captured = Bütün tohumlar ele geçirildiği için oyun bitti (A8).
why-last-four = Tahtada yalnızca dört tohum kaldığı için oyun bitti (A8).
why-wiped =
    { $player } tarafının bütün tohumları ele geçirildi, bu yüzden { $player } kaybetti
    (B10).
why-immobilised =
    { $player } tarafı hiçbir hamle yapamadı; hamle yapamayan oyuncu kaybeder ({ $rule }).
why-repetition = Aynı konum üçüncü kez ortaya çıktı, bu yüzden oyun orada durduruldu (C7).
why-bao-repetition = Bir konum yeniden ortaya çıktığı için Bao Kigogo berabere bitti (B11).
why-safeguard =
    Aynı konum üçüncü kez ortaya çıktığı için bu uygulama oyunu berabere bitirdi; bu,
    geleneksel kurallardan biri değil, bir önlemdir (T13).
left-gore =
    Tahtada kalan { $n } inek her çukurun sahibine gitti: Güney { $south }, Kuzey
    { $north } (G13).
left-urim =
    Tahtada kalan { $n } tohum, bulundukları sıranın oyuncusuna gitti: Güney { $south },
    Kuzey { $north } (U11).
left-anywoli = Tahtada kalan son { $n } tohum { $player } tarafına gitti (A9).
left-anywoli-rows =
    Tahtada kalan { $n } tohum, bulundukları sıranın oyuncusuna gitti: Güney { $south },
    Kuzey { $north } (A11).
left-none = Tahtada kalan { $n } tohum kimseye gitmedi.
left-none-bao-kigogo =
    Tahtada kalan { $n } tohum kimseye gitmez: yalnızca ele geçirilenler sayılır (B1).
left-none-tsoro =
    Tahtada kalan { $n } taş kimseye gitmez: yalnızca ele geçirilenler sayılır (T11).
## issue 14: move list notes, look-back, trade and head buttons
note-captured = { $player } ele geçirir: { $list }
note-bonus = ek ele geçirme: { $list }
note-offer = { $player } takas teklif eder: { $pits }, bedeli { $price }
note-accept = { $player } takası kabul eder: { $pits }, { $price } öder
moves-entry-title = Bu hamleden sonraki tahtayı göster
preview-showing =
    { $k }. hamleye geri bakıyorsun ({ $player }: { $tokens }): tahta o hamleden sonraki
    hâliyle gösteriliyor. Burada hamle yapılamaz.
preview-back = Oyuna dön
preview-blocked = Önceki bir hamleye bakıyorsun: oynamak için oyuna dön.
offer-why-not = Şu anda takas yapılamaz: { $reason }
offer-why-too-dear =
    { $player } tarafının { $has } tutsak ineği var; takas için en az { $need } gerekir (G5)
button-keep-sowing = Ekmeye devam: { $pit } çukurundan { $n } taşı al
button-end-turn = Hamlemi burada bitir
option-traditional = { $value } (geleneksel)

## Konum düzenleyici (issue 12)
edit-position = Bu konumu düzenle
edit-position-title = Tahtanın şimdiki hâlini konum düzenleyicide aç
editor-prompt =
    Konum düzenleyici: bir çukura tıklamak bir tane ekler; Shift ile tıklama, sağ
    tıklama ya da uzun basma bir tane eksiltir.
editor-prompt-owners =
    Sahip değiştirme: tıklanan çukur öbür oyuncuya geçer (G2). Sayılara dönmek için
    “Sahipleri değiştir” düğmesine yeniden bas.
editor-opening = Başlangıç konumu
editor-clear = Boş tahta
editor-to-move = İlk hamle: { $player } (değiştir)
editor-owner-tool = Sahipleri değiştir
editor-close = Oyuna dön
editor-pile = { $player } tarafı, { $store }:
editor-pile-less = { $player } tarafının yığınından bir eksik
editor-pile-more = { $player } tarafının yığınına bir fazla
editor-count = Çukurdaki sayı ({ $pit }):
editor-count-bad = Bir çukurdaki sayı 0 ile 250 arasında bir tam sayıdır.
editor-keys =
    Tuşlar: oklar çukurlar arasında gezer, Enter ya da + bir tane ekler, - ya da
    Backspace bir tane eksiltir, 0 çukuru boşaltır, O sahibini değiştirir (Goré).
editor-check = Kurallar bu konum için ne diyor
editor-total =
    Tahtada { $board } + ele geçirilen { $captured } = { $sum }; oyunun toplamı { $total }.
editor-rule-total =
    Tahtadakiler ve ele geçirilenler birlikte en çok { $n }: { $game } oyunu { $n } taneyle
    oynanır.
editor-rule-limit = Hiçbir çukurda { $n } tohumdan fazlası yok (U5).
editor-rule-sides =
    Hiçbir taraf başlangıçtaki { $n } taneden fazlasını tutmuyor: { $game } oyununda
    hiçbir şey öbür tarafa geçmez.
editor-rule-owners-free = Her çukur iki oyuncudan birine ait olabilir (G2).
editor-rule-owners-fixed = Her çukur kendi sırasının oyuncusuna aittir.
editor-ok = Bu konum oynanabilir.
editor-over-at-once = Bu konum yüklenebilir, ama oyun hemen biter: sıradaki oyuncu devam edemez.
editor-out = Bu konumu kullan
editor-against = Rakip
editor-against-computer = bilgisayar (orta)
editor-against-friend = bu cihazda bir arkadaş
editor-play-here = Buradan oyna
editor-diagram = Diyagramı indir (SVG)
editor-edit-link = Düzenleme bağlantısı:
editor-view-link = Viki çerçevesi için bağlantı (görüntüleme):
editor-copy = Kopyala
editor-copied = Kopyalandı.
editor-copy-by-hand = Tarayıcı panoya izin vermedi: metni seçip elle kopyala.
editor-json = JSON olarak konum (mancala apply --position için)
editor-playing = Düzenlenen konumdan bir oyun: Güney olarak hamle sırası sende.

## Analiz tahtası ve oyun incelemesi (issue 12)
analyse = Analiz
analyse-title =
    Sıradaki oyuncunun her hamlesinin bilgisayarca değerini göster (en iyisi işaretli)
review = Oyunu incele
review-title = Oyunun her konumunu analiz et ve hataları işaretle
review-heading = Oyun incelemesi
review-running = İnceleniyor: { $n } konumdan { $k } tanesi analiz edildi.
review-cancel = İptal
review-cancelled = İnceleme { $n } konumdan { $k } tanesinden sonra durduruldu.
review-chart =
    Her hamleden sonra Güney için değer: yukarısı Güney için, aşağısı Kuzey için iyi
    (çizim her iki yönde { $clamp } ile sınırlı).
review-mistakes = Hatalar (en iyi hamleye göre { $amount } ya da daha çok kayıp)
review-mistake =
    { $player } tarafı { $k }. hamlede “{ $played }” hamlesini seçti; daha iyisi
    “{ $best }”. Dene
review-cost = Bilgisayarın hesabıyla daha iyi hamleye göre { $loss } kaybettirdi.
review-none =
    Hata yok: hiçbir hamle en iyisine göre { $amount } ya da daha çok kaybettirmedi.
review-nothing = Henüz incelenecek bir şey yok: hiç hamle oynanmadı.
review-jumped =
    { $k }. hamleden önce: daha iyisi “{ $best }” (işaretli). Onu oyna ya da oyunu izlemek
    için Yinele düğmesine bas.
analysis-unavailable = Analiz kullanılamıyor: { $why }.
review-mistake-loses =
    { $player } tarafı { $k }. hamlede “{ $played }” hamlesini seçti: bu hamle oyunu
    kaybettirir; daha iyisi “{ $best }”. Dene
review-mistake-misses-win =
    { $player } tarafı { $k }. hamlede “{ $played }” hamlesini seçti: bu hamle kazanılmış
    oyunu kaçırır; daha iyisi “{ $best }”, bu da kesin galibiyet getirir. Dene

## Dersler ve bulmacalar (issue 13)
query-puzzle = '{ $value }' bir bulmaca numarası değil (1, 2, …); çözülmemiş ilk bulmaca açılıyor
puzzle-beyond = { $n }. bulmaca yok: bu oyunun { $len } bulmacası var. İşte ilki.
course-loading = Yükleniyor…
course-failed = Bu yüklenemedi ({ $why }). Yeniden denemek için sayfayı yenile.
course-no-help =
    Burada ipucu, analiz ve Yinele düğmesi yok: ders ve bulmacalarda doğruyu kendin
    bulursun.
learn-link = Oynamayı öğren
puzzles-link = Bulmacalar
learn-heading = { $game } oynamayı öğren
learn-step = Adım { $k } / { $n }
learn-rule = Kural { $rule }
next-step = İleri
step-again = Bu adımı baştan başlat
step-over = Bu adım tamam: devam etmek için İleri düğmesine bas.
lesson-over = Ders bitti: bir oyun oyna ya da dersi baştan başlat.
lesson-done =
    Tebrikler: { $game } oyununun bütün kurallarını gördün. Şimdi Başlangıç düzeyindeki
    bilgisayara karşı bütün bir oyun oyna.
play-beginner = Başlangıç düzeyindeki bilgisayara karşı oyna
lesson-again = Dersi baştan başlat
puzzle-heading = Bulmaca { $n } / { $len }
puzzle-level-easy = kolay
puzzle-level-medium = orta
puzzle-level-hard = zor
puzzle-task-capture = Sıra { $player } tarafında: tek hamlede olabildiğince çok ele geçir.
puzzle-task-best = Sıra { $player } tarafında: en iyi hamleyi bul.
puzzle-task-win = Sıra { $player } tarafında: karşı taraf ne yaparsa yapsın iki hamlede kazan.
puzzle-task-win1 = Sıra { $player } tarafında: oyunu bu hamleyle kazan.
puzzle-task-decide = Karar { $player } tarafında: en iyi seçimi yap.
puzzle-answering = Karşı taraf cevap veriyor…
puzzle-right = Doğru: en iyi cevap { $token } (bilgisayarın analizine göre değeri { $value }).
puzzle-wrong =
    En iyisi değil: { $token } hamlesinin değeri { $yours }, { $best } hamlesininki
    { $value }.
puzzle-wrong-later = En iyisi değil: { $token }. Burada { $best } daha iyiydi.
puzzle-line = En iyi hamle dizisi: { $line }
puzzle-progress = Çözülen: { $k } / { $n }
puzzle-solved-mark = çözüldü
next-puzzle = Sonraki bulmaca
puzzle-again = Yeniden dene
puzzle-right-win = Doğru: { $token } hamlesi kesin galibiyet getirir.
puzzle-wrong-win =
    En iyisi değil: { $token } hamlesinin değeri { $yours }, oysa { $best } hamlesi kesin
    galibiyet getirir.
puzzle-over = Bu bulmaca bitti: yeniden dene ya da sonrakine geç.
course-next = Yukarıda ne olduğunu oku, sonra oradaki düğmeyle devam et.
course-other = Aynısı şu oyunlar için:
course-play = { $game } oyna

## issue 24: resigning against the computer (the result, the button, records)
end-resigned = { $player } pes etti
why-resigned =
    { $player } pes etti, bu yüzden { $winner } kazandı. “Geri al” düğmesi pes etmeyi geri
    alır.
narration-resigned = { $player } pes etti. { $winner } kazandı.
resign = Pes et
resign-title = Bu oyundan vazgeç: bilgisayar kazanır (“Geri al” ile geri alınır)
record-resigned-result =
    { $player } pes etti, bu yüzden Result başlığı { $winner } olmalı, “{ $value }” değil

## The page's folds (issue 24): the settings and the menu of other controls
settings = Ayarlar
more = Diğer
skip-to-board = Tahtaya geç

## Which side is the reader's, until their first input (issue 24)
your-side-south = Güney sensin: çukurların { $south-at }.
your-side-north = Kuzey sensin: çukurların { $north-at }.

## Issue 25: inputs in words
input-sow = { $pit } çukurundan ek
input-pick = { $pit } çukurunu seç
input-pass = pas geç
input-offer = { $opponent } tarafına { $pits } çukurlarını teklif et
input-offer-one = { $opponent } tarafına { $pits } çukurunu teklif et
input-accept = teklifi kabul et
input-decline = teklifi reddet
input-continue = { $pit } başından ekmeye devam et
input-stop = { $pit } başında dur
list-and = { $list } ve { $last }
list-parts = { $list }; { $next }

## Issue 25: a missed puzzle in the game's terms
puzzle-missed = En iyisi değil: { $input }.
puzzle-allows =
    Bu hamle, { $player } tarafının “{ $reply }” hamlesiyle { $list } ele geçirmesine izin
    verir ({ $rules }).
puzzle-better = Daha iyisi: { $input }.
puzzle-better-captures = Daha iyisi: { $input }; { $list } ele geçirir ({ $rules }).
puzzle-better-captures-wins =
    Daha iyisi: { $input }; { $list } ele geçirir ({ $rules }) ve kesin galibiyet getirir.
puzzle-better-holds =
    Daha iyisi: { $input }; ondan sonra { $player } tarafı tek hamlede en çok { $n } tane
    ele geçirebilir.
puzzle-better-safe =
    Daha iyisi: { $input }; ondan sonra { $player } tarafının tek hamlede ele geçirebileceği
    bir şey kalmaz.
puzzle-better-wins = Daha iyisi: { $input }; bu, kesin galibiyet getirir.
puzzle-values = Bilgisayarın değerleri: { $best } { $value }, { $token } { $yours }.
puzzle-show-line = Daha iyi hamle dizisini göster
line-start = Daha iyi hamle dizisi, { $n } hamle: düğmelerle adım adım izle.
line-at = Adım { $k } / { $n }: { $words }
line-step = { $player } oynar: { $input }.
line-step-captures = { $player } oynar: { $input }; ele geçirir: { $list } ({ $rules }).
line-close = Bulmacaya dön

## Issue 25: playback
board-skip = Bu hamlenin sonuna atla

## Issue 26: the board before the wasm
picture-loading = Oyun yükleniyor…
picture-still-loading = Hâlâ yükleniyor: oyun birazdan hazır olacak.
picture-failed =
    Oyun başlatılamadı ({ $why }). İnternet bağlantını kontrol et ve sayfayı yeniden yükle.
picture-reload = Yeniden yükle
