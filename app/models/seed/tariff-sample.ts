/**
 * A sample of the customs tariff written for this project (not copied from any tariff file):
 * chapters, headings, HS subheadings and Turkish 12-digit GTIP codes of goods a Turkish cargo
 * company ships every day, each with its Turkish and English name. The finder, the tests and the
 * demo use it until an admin imports the real yearly files.
 *
 * One line per code: `code|Turkish name|English name`. A code ending in `+` also gets its GTIP
 * leaf `<code>.00.00.00` with the same names (the common case of a subheading that Türkiye does
 * not subdivide further).
 */
const SAMPLE = `
01|CANLI HAYVANLAR|Live animals
0101|Canlı atlar, eşekler, katırlar ve bardolar|Horses, asses, mules and hinnies; live
0101.21+|Atlar; damızlık olanlar (safkan)|Horses; live, pure-bred breeding animals
0101.29|Atlar; diğerleri|Horses; live, other than pure-bred breeding animals
0101.29.10.00.00|Atlar; kasaplık olanlar|Horses; live, for slaughter
0101.29.90.00.00|Atlar; diğerleri (binicilik ve yarış atları)|Horses; live, other (riding and racing horses)
0101.30+|Eşekler; canlı|Asses; live
0102|Canlı büyükbaş hayvanlar|Bovine animals; live
0102.21.10.00.00|Sığırlar; damızlık düveler|Cattle; pure-bred breeding heifers
0102.29.91.00.00|Sığırlar; kasaplık, ağırlığı 300 kg'ı geçenler|Cattle; for slaughter, weighing more than 300 kg
03|BALIKLAR VE KABUKLU HAYVANLAR, YUMUŞAKÇALAR VE DİĞER SU OMURGASIZLARI|Fish and crustaceans, molluscs and other aquatic invertebrates
0302|Balıklar; taze veya soğutulmuş|Fish; fresh or chilled
0302.14+|Atlantik somonu ve Tuna somonu; taze veya soğutulmuş|Atlantic salmon and Danube salmon; fresh or chilled
0302.84+|Levrek (Dicentrarchus spp.); taze veya soğutulmuş|Seabass (Dicentrarchus spp.); fresh or chilled
0302.85+|Çipura ve diğer izmaritgiller (Sparidae); taze veya soğutulmuş|Sea bream (Sparidae); fresh or chilled
0303|Balıklar; dondurulmuş|Fish; frozen
0303.14+|Alabalıklar; dondurulmuş|Trout; frozen
0304|Balık filetoları ve diğer balık etleri|Fish fillets and other fish meat
0304.81+|Somon filetoları; dondurulmuş|Salmon fillets; frozen
04|SÜT VE SÜT ÜRÜNLERİ; KUŞ YUMURTALARI; TABİİ BAL|Dairy produce; birds' eggs; natural honey
0406|Peynir ve lor|Cheese and curd
0406.10|Taze peynir (olgunlaşmamış), lor dahil|Fresh (unripened or uncured) cheese, including curd
0406.10.50.00.11|Beyaz peynir (salamura)|White cheese in brine
0406.10.50.00.19|Diğer taze peynirler|Other fresh cheese
0406.90|Diğer peynirler|Other cheese
0406.90.99.00.11|Kaşar peyniri|Kashar cheese
0406.90.99.00.19|Tulum peyniri ve diğer olgunlaştırılmış peynirler|Tulum cheese and other ripened cheese
0409|Tabii bal|Natural honey
0409.00.00.00.11|Çiçek balı|Blossom honey
0409.00.00.00.12|Çam balı|Pine honey
0409.00.00.00.19|Diğer tabii ballar (petek bal dahil)|Other natural honey (including comb honey)
07|YENİLEN SEBZELER VE BAZI KÖK VE YUMRULAR|Edible vegetables and certain roots and tubers
0702|Domates; taze veya soğutulmuş|Tomatoes; fresh or chilled
0702.00.00.00.11|Kiraz domates|Cherry tomatoes
0702.00.00.00.19|Diğer domatesler|Other tomatoes
0709.60|Biberler (Capsicum veya Pimenta); taze|Fruits of the genus Capsicum or Pimenta (peppers); fresh
0709.60.10.00.00|Dolmalık ve tatlı biberler|Sweet peppers
0709.60.99.00.00|Acı biberler ve diğerleri|Chilli and other peppers
0713|Kuru baklagiller (kabuksuz)|Dried leguminous vegetables, shelled
0713.20+|Nohut|Chickpeas (garbanzos)
0713.40+|Mercimek|Lentils
0713.33+|Kuru fasulye|Kidney beans, including white pea beans
08|YENİLEN MEYVELER VE KABUKLU YEMİŞLER; TURUNÇGİL VE KAVUN KABUKLARI|Edible fruit and nuts; peel of citrus fruit or melons
0802|Diğer kabuklu meyveler|Other nuts, fresh or dried
0802.21+|Fındık; kabuklu|Hazelnuts or filberts; in shell
0802.22+|Fındık; kabuksuz (iç fındık)|Hazelnuts or filberts; shelled
0802.31+|Ceviz; kabuklu|Walnuts; in shell
0802.32+|Ceviz; kabuksuz (iç ceviz)|Walnuts; shelled
0802.51+|Antep fıstığı; kabuklu|Pistachios; in shell
0802.52+|Antep fıstığı; kabuksuz|Pistachios; shelled
0804|Hurma, incir, ananas, avokado, guava, mango|Dates, figs, pineapples, avocados, guavas, mangoes
0804.20|İncir; taze veya kurutulmuş|Figs; fresh or dried
0804.20.10.00.00|Taze incir|Fresh figs
0804.20.90.00.00|Kuru incir|Dried figs
0805|Turunçgiller; taze veya kurutulmuş|Citrus fruit; fresh or dried
0805.10+|Portakal|Oranges
0805.22+|Klementin|Clementines
0805.50|Limon ve misket limonu|Lemons and limes
0805.50.10.00.00|Limon (Citrus limon)|Lemons (Citrus limon)
0806|Üzüm; taze veya kurutulmuş|Grapes; fresh or dried
0806.10+|Taze üzüm|Grapes; fresh
0806.20|Kuru üzüm|Grapes; dried (raisins)
0806.20.30.00.00|Çekirdeksiz kuru üzüm (sultani)|Sultanas (seedless raisins)
0809|Kayısı, kiraz, vişne, şeftali, erik ve çakal eriği; taze|Apricots, cherries, peaches, plums and sloes; fresh
0809.10+|Kayısı; taze|Apricots; fresh
0809.29+|Kiraz; taze|Cherries (other than sour cherries); fresh
0813|Kurutulmuş meyveler|Fruit, dried
0813.10+|Kuru kayısı|Apricots; dried
0813.20+|Kuru erik|Prunes; dried
09|KAHVE, ÇAY, MATE ÇAYI VE BAHARAT|Coffee, tea, maté and spices
0901|Kahve; kahve kabuk ve zarları|Coffee; coffee husks and skins
0901.21|Kavrulmuş kahve; kafeini alınmamış|Coffee; roasted, not decaffeinated
0901.21.00.00.11|Türk kahvesi (kavrulmuş, öğütülmüş)|Turkish coffee (roasted and ground)
0901.21.00.00.19|Diğer kavrulmuş kahveler|Other roasted coffee
0902|Çay|Tea
0902.30+|Siyah çay (fermente), 3 kg'ı geçmeyen ambalajlarda|Black tea (fermented), in packings not exceeding 3 kg
0902.40+|Siyah çay (fermente), diğer ambalajlarda|Black tea (fermented), in other packings
0904|Biber (Piper); Capsicum veya Pimenta cinsi meyveler, kurutulmuş|Pepper of the genus Piper; dried fruits of the genus Capsicum or Pimenta
0904.22|Pul biber ve toz kırmızı biber|Crushed or ground capsicum (chilli flakes, paprika)
0904.22.00.00.11|Pul biber (Urfa ve Maraş biberi dahil)|Chilli flakes (including Urfa and Maraş pepper)
0904.22.00.00.19|Toz kırmızı biber|Ground paprika
0910.99+|Kekik ve diğer baharatlar|Thyme and other spices
15|HAYVANSAL, BİTKİSEL VEYA MİKROBİYAL YAĞLAR VE BUNLARIN ÜRÜNLERİ|Animal, vegetable or microbial fats and oils and their products
1509|Zeytinyağı ve fraksiyonları|Olive oil and its fractions
1509.20+|Natürel sızma zeytinyağı|Extra virgin olive oil
1509.30+|Natürel zeytinyağı|Virgin olive oil
1509.90+|Rafine zeytinyağı ve karışımları|Refined olive oil and blends
1512|Ayçiçeği, aspir veya pamuk tohumu yağı|Sunflower-seed, safflower or cotton-seed oil
1512.11+|Ayçiçeği yağı; ham|Sunflower-seed oil; crude
1512.19+|Ayçiçeği yağı; rafine|Sunflower-seed oil; refined
17|ŞEKER VE ŞEKERLİ MAMULLER|Sugars and sugar confectionery
1701.99+|Rafine şeker (küp şeker dahil)|Cane or beet sugar; refined (including sugar cubes)
1704|Kakao içermeyen şekerli mamuller|Sugar confectionery not containing cocoa
1704.90|Diğer şekerli mamuller|Other sugar confectionery
1704.90.99.00.11|Lokum|Turkish delight (lokum)
1704.90.99.00.12|Tahin helvası|Tahini halva
1704.90.99.00.13|Akide şekeri ve sert şekerlemeler|Boiled sweets and hard candy
18|KAKAO VE KAKAO MÜSTAHZARLARI|Cocoa and cocoa preparations
1806.32+|Çikolata; tablet veya çubuk, dolgusuz|Chocolate in blocks, slabs or bars, not filled
1806.90+|Diğer çikolatalı ürünler|Other chocolate and food preparations containing cocoa
19|HUBUBAT, UN, NİŞASTA VEYA SÜTTEN MÜSTAHZARLAR; PASTACILIK ÜRÜNLERİ|Preparations of cereals, flour, starch or milk; pastrycooks' products
1902.19+|Makarna; pişirilmemiş, yumurtasız|Uncooked pasta, not containing eggs
1905.31+|Tatlı bisküviler|Sweet biscuits
1905.90|Diğer ekmekçilik ve pastacılık ürünleri|Other bread, pastry, cakes and bakers' wares
1905.90.90.00.11|Baklava|Baklava
1905.90.90.00.19|Diğer hamur işleri|Other bakers' wares
20|SEBZE, MEYVE, KABUKLU YEMİŞ VEYA BİTKİ MÜSTAHZARLARI|Preparations of vegetables, fruit, nuts or other parts of plants
2002.90+|Domates salçası ve püresi|Tomato paste and purée
2005.70+|Zeytin; hazırlanmış veya konserve edilmiş|Olives; prepared or preserved
2007.99+|Reçel, marmelat ve meyve pelteleri|Jams, marmalades and fruit jellies
2008.19|Diğer kabuklu yemişler (karışımlar dahil)|Other nuts, including mixtures, prepared or preserved
2008.19.19.00.11|Kavrulmuş fındık|Roasted hazelnuts
2008.19.19.00.12|Fındık ezmesi|Hazelnut paste
2009.79+|Elma suyu|Apple juice
22|İÇECEKLER, ALKOLLÜ İÇKİLER VE SİRKE|Beverages, spirits and vinegar
2201.10+|Maden suları ve gazlı sular (soda)|Mineral waters and aerated waters
2204.21|Şaraplar; 2 litre veya daha az kaplarda|Wine in containers holding 2 litres or less
2204.21.79.00.00|Beyaz şaraplar|White wines
2204.21.80.00.00|Kırmızı şaraplar|Red wines
2208.90|Diğer damıtık alkollü içkiler|Other spirits and spirituous beverages
2208.90.69.00.11|Rakı|Raki (anise-flavoured spirit)
24|TÜTÜN VE TÜTÜN YERİNE KULLANILAN İŞLENMİŞ MADDELER|Tobacco and manufactured tobacco substitutes
2401.10+|Yaprak tütün; sapı ayrılmamış|Tobacco, not stemmed or stripped
30|ECZACILIK ÜRÜNLERİ|Pharmaceutical products
3004.90+|İlaçlar; dozlandırılmış, perakende satışa hazır|Medicaments in measured doses or packed for retail sale
3005.10+|Yapışkan yara bantları|Adhesive dressings
3006.50+|İlk yardım çanta ve kutuları|First-aid boxes and kits
33|UÇUCU YAĞLAR VE REZİNOİDLER; PARFÜMERİ, KOZMETİK VEYA TUVALET MÜSTAHZARLARI|Essential oils and resinoids; perfumery, cosmetic or toilet preparations
3301.29|Diğer uçucu yağlar (turunçgil dışı)|Essential oils other than those of citrus fruit
3301.29.91.00.11|Gül yağı|Rose oil
3303|Parfümler ve tuvalet suları|Perfumes and toilet waters
3303.00.10.00.00|Parfümler|Perfumes
3303.00.90.00.11|Kolonya|Eau de cologne (kolonya)
3303.00.90.00.19|Diğer tuvalet suları|Other toilet waters
3304.99+|Cilt bakım ürünleri ve diğer güzellik müstahzarları|Skin care and other beauty preparations
3305.10+|Şampuanlar|Shampoos
3306.10+|Diş macunları|Dentifrices (toothpaste)
34|SABUN, YÜZEY AKTİF ORGANİK MADDELER, YIKAMA MÜSTAHZARLARI|Soap, organic surface-active agents, washing preparations
3401.11|Tuvalet sabunları (kalıp)|Toilet soap in bars
3401.11.00.00.11|Zeytinyağlı sabunlar|Olive oil soaps
3401.11.00.00.19|Diğer tuvalet sabunları|Other toilet soap
3402.50+|Perakende satışa hazır yıkama müstahzarları (deterjan)|Washing preparations put up for retail sale (detergents)
39|PLASTİKLER VE MAMULLERİ|Plastics and articles thereof
3920.10+|Etilen polimerlerinden levha, film ve şeritler|Plates, sheets, film and strip of polymers of ethylene
3923.21+|Etilen polimerlerinden torba ve çantalar|Sacks and bags of polymers of ethylene
3923.30+|Plastik damacana, şişe ve benzerleri|Carboys, bottles, flasks and similar articles of plastics
3924.10+|Plastik sofra ve mutfak eşyası|Tableware and kitchenware of plastics
3926.90+|Diğer plastik eşya|Other articles of plastics
40|KAUÇUK VE KAUÇUKTAN EŞYA|Rubber and articles thereof
4011.10+|Binek otomobil lastikleri; yeni|New pneumatic tyres of rubber, for motor cars
4011.20+|Otobüs ve kamyon lastikleri; yeni|New pneumatic tyres of rubber, for buses or lorries
4015.19+|Kauçuk eldivenler (cerrahi olmayan)|Gloves of rubber (other than surgical)
42|DERİDEN EŞYA; SARACİYE; SEYAHAT EŞYASI, EL ÇANTALARI|Articles of leather; saddlery and harness; travel goods, handbags
4202|Bavul, valiz, el çantası, cüzdan ve benzeri kaplar|Trunks, suitcases, handbags, wallets and similar containers
4202.11+|Bavul ve valizler; dış yüzü deriden|Trunks and suitcases with outer surface of leather
4202.12+|Bavul ve valizler; dış yüzü plastik veya dokumadan|Trunks and suitcases with outer surface of plastics or textile
4202.21+|El çantaları; dış yüzü deriden|Handbags with outer surface of leather
4202.22+|El çantaları; dış yüzü plastik veya dokumadan|Handbags with outer surface of plastic sheeting or textile
4202.31+|Cüzdanlar ve cep eşyası; dış yüzü deriden|Wallets and pocket articles with outer surface of leather
4203.10+|Deri giyim eşyası (ceket, mont)|Articles of apparel of leather (jackets, coats)
44|AĞAÇ VE AĞAÇTAN EŞYA; ODUN KÖMÜRÜ|Wood and articles of wood; wood charcoal
4418.20+|Ahşap kapılar, kapı kasaları ve eşikleri|Wooden doors and their frames and thresholds
4421.99+|Diğer ahşap eşya|Other articles of wood
48|KAĞIT VE KARTON; KAĞIT HAMURUNDAN EŞYA|Paper and paperboard; articles of paper pulp
4819.10+|Oluklu kağıt veya kartondan kutular|Cartons, boxes and cases of corrugated paper or paperboard
4820.10+|Defterler, ajandalar, not defterleri|Registers, notebooks, diaries and memorandum pads
49|BASILI KİTAPLAR, GAZETELER, RESİMLER VE DİĞER BASKI ÜRÜNLERİ|Printed books, newspapers, pictures and other products of the printing industry
4901.99+|Basılı kitaplar|Printed books
4911.10+|Ticari reklam malzemesi ve kataloglar|Trade advertising material and commercial catalogues
50|İPEK|Silk
5001|İpek böceği kozaları (çekime elverişli)|Silk-worm cocoons suitable for reeling
5001.00.00.00.00|İpek böceği kozaları (çekime elverişli)|Silk-worm cocoons suitable for reeling
5002|Ham ipek (bükülmemiş)|Raw silk (not thrown)
5002.00.00.00.00|Ham ipek (bükülmemiş)|Raw silk (not thrown)
5004|İpek iplikleri (perakende satışa hazır olmayan)|Silk yarn, not put up for retail sale
5004.00.10.00.00|İpek iplikleri; ağartılmamış|Silk yarn; unbleached
5007|İpek veya ipek döküntülerinden dokunmuş mensucat|Woven fabrics of silk or of silk waste
5007.20|Diğer mensucat; ağırlıkça %85 veya daha fazla ipek içerenler|Other woven fabrics containing 85% or more by weight of silk
5007.20.11.00.00|İpek krep kumaşlar|Silk crêpe fabrics
5007.20.71.00.00|Emprime (baskılı) ipek kumaşlar|Printed silk fabrics
52|PAMUK|Cotton
5201|Pamuk (karde edilmemiş veya penyelenmemiş)|Cotton, not carded or combed
5201.00.10.00.00|Hidrofil veya ağartılmış pamuk|Cotton rendered absorbent or bleached
5201.00.90.00.00|Diğer ham pamuk|Other raw cotton
5205.12+|Pamuk ipliği; tek katlı, penyelenmemiş (>%85 pamuk)|Cotton yarn, single, of uncombed fibres (85% or more cotton)
5208.12+|Pamuklu dokunmuş mensucat; ağartılmamış, 200 g/m² veya daha az|Woven fabrics of cotton, unbleached, weighing not more than 200 g/m²
5209.42+|Denim kumaşlar|Denim fabrics
57|HALILAR VE DİĞER DOKUMA YER KAPLAMALARI|Carpets and other textile floor coverings
5701|Düğümlü halılar (el dokuması)|Carpets and other textile floor coverings, knotted
5701.10|Yün veya ince hayvan kılından düğümlü halılar|Knotted carpets of wool or fine animal hair
5701.10.90.00.11|Hereke halıları (ipek atkılı yün)|Hereke carpets (wool with silk weft)
5701.10.90.00.19|Diğer el dokuması yün halılar|Other hand-knotted wool carpets
5702.10+|Kilim, sumak, karaman ve benzeri el dokuması yaygılar|Kelem, Schumacks, Karamanie and similar hand-woven rugs
5703.29+|Naylondan tafting halılar|Tufted carpets of nylon or other polyamides
61|ÖRME GİYİM EŞYASI VE AKSESUARLARI|Articles of apparel and clothing accessories, knitted or crocheted
6104.42+|Kadın ve kız çocuk elbiseleri; pamuktan, örme|Women's or girls' dresses of cotton, knitted
6105.10+|Erkek ve erkek çocuk gömlekleri; pamuktan, örme|Men's or boys' shirts of cotton, knitted
6109|Tişört, atlet ve diğer iç giyim eşyası (örme)|T-shirts, singlets and other vests, knitted or crocheted
6109.10|Tişörtler; pamuktan|T-shirts, singlets and vests of cotton
6109.10.00.00.11|Erkek tişörtleri; pamuktan|Men's T-shirts of cotton
6109.10.00.00.12|Kadın tişörtleri; pamuktan|Women's T-shirts of cotton
6109.10.00.00.13|Çocuk tişörtleri; pamuktan|Children's T-shirts of cotton
6109.90+|Tişörtler; diğer dokumaya elverişli maddelerden|T-shirts and vests of other textile materials
6110|Kazak, süveter, hırka ve yelekler (örme)|Jerseys, pullovers, cardigans and waistcoats, knitted
6110.11+|Kazaklar; yünden|Jerseys and pullovers of wool
6110.20+|Kazaklar; pamuktan|Jerseys and pullovers of cotton
6115.95+|Çoraplar; pamuktan|Socks and other hosiery of cotton
62|ÖRME OLMAYAN GİYİM EŞYASI VE AKSESUARLARI|Articles of apparel and clothing accessories, not knitted or crocheted
6203.42|Erkek pantolonları; pamuktan|Men's or boys' trousers and shorts of cotton
6203.42.31.00.00|Erkek pantolonları; denimden (kot)|Men's trousers of denim (jeans)
6203.42.35.00.00|Erkek pantolonları; diğer pamuklu|Men's trousers of other cotton
6204.42+|Kadın elbiseleri; pamuktan|Women's or girls' dresses of cotton
6204.62|Kadın pantolonları; pamuktan|Women's or girls' trousers of cotton
6204.62.31.00.00|Kadın pantolonları; denimden (kot)|Women's trousers of denim (jeans)
6205.20+|Erkek gömlekleri; pamuktan|Men's or boys' shirts of cotton
6206.10+|Kadın bluz ve gömlekleri; ipekten|Women's blouses and shirts of silk
6214.10+|Şal, eşarp ve fularlar; ipekten|Shawls, scarves and mufflers of silk
63|DİĞER HAZIR EŞYA; TAKIMLAR; KULLANILMIŞ GİYİM EŞYASI|Other made up textile articles; sets; worn clothing
6302.21+|Yatak çarşafları; pamuktan, baskılı|Bed linen of cotton, printed
6302.60|Havlular; havlu kumaşından, pamuktan|Toilet and kitchen linen of terry towelling of cotton
6302.60.00.00.11|Hamam havluları ve peştemaller|Bath towels and peshtemals
6302.60.00.00.19|Diğer pamuklu havlular|Other cotton towels
6309+|Kullanılmış giyim eşyası|Worn clothing and other worn articles
64|AYAKKABILAR, GETRLER VE BENZERİ EŞYA|Footwear, gaiters and the like
6402.99+|Ayakkabılar; dış tabanı ve yüzü kauçuk veya plastikten|Footwear with outer soles and uppers of rubber or plastics
6403.99+|Ayakkabılar; yüzü deriden|Footwear with uppers of leather
6404.11+|Spor ayakkabıları; yüzü dokumaya elverişli maddeden|Sports footwear with uppers of textile materials
69|SERAMİK MAMULLERİ|Ceramic products
6907.21+|Seramik yer ve duvar karoları|Ceramic flags and paving, hearth or wall tiles
6910.10+|Porselenden lavabo, evye ve klozetler|Sinks, wash basins and water closet pans of porcelain
6911.10+|Porselenden sofra ve mutfak eşyası|Tableware and kitchenware of porcelain
6913.90|Seramik süs eşyası|Ornamental ceramic articles
6913.90.93.00.11|Çini süs eşyası (İznik, Kütahya)|Ornamental tiles and pottery (Iznik, Kütahya)
70|CAM VE CAM EŞYA|Glass and glassware
7010.90+|Cam şişe, kavanoz ve benzeri kaplar|Carboys, bottles, jars and similar containers of glass
7013.37+|Bardaklar (çay bardağı dahil)|Drinking glasses (including tea glasses)
7018.10|Cam boncuklar ve taklit incileri|Glass beads and imitation pearls
7018.10.90.00.11|Nazar boncukları|Evil eye beads (nazar)
71|İNCİLER, KIYMETLİ TAŞLAR, KIYMETLİ METALLER VE MÜCEVHERCİ EŞYASI|Pearls, precious stones, precious metals and jewellery
7108.12+|Altın; işlenmemiş (para yerine kullanılmayan)|Gold, non-monetary, unwrought
7113.11+|Mücevherci eşyası; gümüşten|Articles of jewellery of silver
7113.19|Mücevherci eşyası; diğer kıymetli metallerden|Articles of jewellery of other precious metal
7113.19.00.00.11|Altın bilezikler|Gold bracelets
7113.19.00.00.19|Diğer altın mücevherler|Other gold jewellery
7117.19+|Taklit mücevherci eşyası; adi metallerden|Imitation jewellery of base metal
72|DEMİR VE ÇELİK|Iron and steel
7208.51+|Yassı hadde ürünleri; sıcak haddelenmiş, kalınlığı 10 mm'yi geçen|Flat-rolled products, hot-rolled, of a thickness exceeding 10 mm
7213.10+|İnşaat demiri (nervürlü)|Bars and rods with indentations or ribs (rebar)
73|DEMİR VEYA ÇELİKTEN EŞYA|Articles of iron or steel
7306.30+|Kaynaklı borular; yuvarlak kesitli|Welded tubes and pipes of circular cross-section
7318.15+|Cıvatalar ve vidalar|Screws and bolts
7323.93|Sofra ve mutfak eşyası; paslanmaz çelikten|Table and kitchenware of stainless steel
7323.93.00.00.11|Tencere ve tavalar; paslanmaz çelikten|Pots and pans of stainless steel
7323.93.00.00.12|Çaydanlıklar ve cezveler; paslanmaz çelikten|Teapots and coffee pots of stainless steel
7323.93.00.00.19|Diğer paslanmaz çelik mutfak eşyası|Other kitchenware of stainless steel
76|ALÜMİNYUM VE ALÜMİNYUMDAN EŞYA|Aluminium and articles thereof
7604.29+|Alüminyum profiller|Aluminium profiles
7615.10+|Alüminyum sofra ve mutfak eşyası|Table and kitchenware of aluminium
84|NÜKLEER REAKTÖRLER, KAZANLAR, MAKİNELER VE MEKANİK CİHAZLAR|Nuclear reactors, boilers, machinery and mechanical appliances
8415.10+|Klimalar; duvar veya pencere tipi|Air conditioning machines, window or wall types
8418.10+|Kombine buzdolabı-dondurucular|Combined refrigerator-freezers
8418.21+|Ev tipi buzdolapları; kompresörlü|Household refrigerators, compression-type
8422.11+|Ev tipi bulaşık makineleri|Dishwashing machines of the household type
8450.11+|Çamaşır makineleri; tam otomatik, 10 kg'a kadar|Fully-automatic washing machines, dry linen capacity not exceeding 10 kg
8471|Otomatik bilgi işlem makineleri (bilgisayarlar)|Automatic data-processing machines (computers)
8471.30|Taşınabilir bilgisayarlar (10 kg'ı geçmeyen)|Portable automatic data-processing machines weighing not more than 10 kg
8471.30.00.00.11|Dizüstü bilgisayarlar|Laptop computers
8471.30.00.00.12|Tablet bilgisayarlar|Tablet computers
8471.41+|Masaüstü bilgisayarlar|Desktop computers (processing unit with input and output units)
8471.60+|Giriş ve çıkış birimleri (klavye, fare, tarayıcı)|Input or output units (keyboards, mice, scanners)
8471.70+|Depolama birimleri (harici diskler)|Storage units (external drives)
8473.30+|Bilgisayar parça ve aksesuarları|Parts and accessories of computers
8481.80+|Musluklar, vanalar ve benzeri armatürler|Taps, cocks, valves and similar appliances
8482.10+|Bilyalı rulmanlar|Ball bearings
8508.11+|Elektrikli süpürgeler; 1500 W'ı geçmeyen|Vacuum cleaners of a power not exceeding 1500 W
85|ELEKTRİKLİ MAKİNE VE CİHAZLAR, SES VE GÖRÜNTÜ CİHAZLARI|Electrical machinery and equipment; sound and television apparatus
8504.40|Statik konvertörler|Static converters
8504.40.30.00.11|Cep telefonu şarj cihazları|Mobile phone chargers
8504.40.30.00.19|Diğer adaptör ve güç kaynakları|Other adapters and power supplies
8507.60+|Lityum iyon akümülatörler (bataryalar)|Lithium-ion accumulators (batteries)
8516.60+|Fırınlar, ocaklar ve ızgaralar|Ovens, cookers, cooking plates and grillers
8516.71|Kahve veya çay yapma cihazları|Coffee or tea makers
8516.71.00.00.11|Türk kahvesi makineleri|Turkish coffee machines
8516.71.00.00.12|Çay makineleri (semaver)|Tea makers (samovars)
8516.71.00.00.19|Diğer kahve makineleri|Other coffee makers
8517.13+|Akıllı telefonlar|Smartphones
8517.62+|Modemler ve yönlendiriciler|Modems and routers
8518.30+|Kulaklıklar|Headphones and earphones
8528.72+|Televizyon alıcıları; renkli|Reception apparatus for television, colour
8539.52+|LED lambalar|LED lamps
8544.42+|Elektrik kabloları; bağlantı parçası takılı, 1000 V'a kadar|Electric conductors fitted with connectors, for a voltage not exceeding 1000 V
87|MOTORLU KARA TAŞITLARI, TRAKTÖRLER, BİSİKLETLER, MOTOSİKLETLER|Vehicles other than railway or tramway rolling stock, and parts
8703.23+|Otomobiller; benzinli, silindir hacmi 1500-3000 cm³|Motor cars, spark-ignition, cylinder capacity 1500 to 3000 cc
8703.80+|Otomobiller; yalnız elektrik motorlu|Motor cars with only electric motor for propulsion
8708.30+|Frenler ve servo frenler; aksam ve parçaları|Brakes and servo-brakes; parts thereof
8708.99+|Diğer motorlu taşıt aksam ve parçaları|Other parts and accessories of motor vehicles
8711.60+|Elektrikli motosikletler ve scooterlar|Motorcycles and scooters with electric motor
8712.00|Bisikletler (motorsuz)|Bicycles, not motorised
8712.00.30.00.00|Bilyalı rulmanlı bisikletler|Bicycles with ball bearings
90|OPTİK, FOTOĞRAF, ÖLÇÜ, KONTROL VE TIBBİ ALET VE CİHAZLAR|Optical, photographic, measuring, checking, medical instruments
9004.10+|Güneş gözlükleri|Sunglasses
9018.90+|Diğer tıbbi ve cerrahi alet ve cihazlar|Other medical and surgical instruments and appliances
9025.11+|Termometreler; sıvılı|Thermometers, liquid-filled
94|MOBİLYALAR; YATAK TAKIMLARI; AYDINLATMA CİHAZLARI|Furniture; bedding; luminaires and lighting fittings
9401.61+|Koltuklar; ahşap iskeletli, döşenmiş|Seats with wooden frames, upholstered
9403.30+|Büro mobilyaları; ahşap|Wooden furniture of a kind used in offices
9403.50+|Yatak odası mobilyaları; ahşap|Wooden furniture of a kind used in the bedroom
9403.60+|Diğer ahşap mobilyalar|Other wooden furniture
9404.21+|Yataklar; kauçuk veya plastik süngerden|Mattresses of cellular rubber or plastics
9405.11+|Avizeler; LED ışık kaynaklı|Chandeliers designed for use solely with LED light sources
95|OYUNCAKLAR, OYUN VE SPOR MALZEMESİ|Toys, games and sports requisites
9503.00|Oyuncaklar, bebekler, yapbozlar ve maketler|Toys, dolls, puzzles and scale models
9503.00.21.00.00|Oyuncak bebekler|Dolls
9503.00.61.00.00|Ahşap yapbozlar|Wooden puzzles
9503.00.75.00.00|Plastik oyuncaklar|Toys of plastics
9504.50+|Video oyun konsolları|Video game consoles and machines
9506.62+|Şişirilebilir toplar|Inflatable balls
9506.91+|Jimnastik ve fitness aletleri|Articles and equipment for general physical exercise
96|ÇEŞİTLİ MAMUL EŞYA|Miscellaneous manufactured articles
9603.21+|Diş fırçaları|Toothbrushes
9608.10+|Tükenmez kalemler|Ball-point pens
9619.00|Bebek bezleri ve hijyenik pedler|Sanitary towels, tampons, napkins and diapers
9619.00.71.00.00|Hijyenik pedler|Sanitary towels
9619.00.81.00.00|Bebek bezleri|Babies' napkins and diapers
97|SANAT ESERLERİ, KOLEKSİYON EŞYASI VE ANTİKALAR|Works of art, collectors' pieces and antiques
9701.91+|Tablolar ve resimler (tamamen elle yapılmış)|Paintings and drawings executed entirely by hand
9706.10+|Antikalar (250 yıldan eski)|Antiques of an age exceeding 250 years
`;

export interface SampleTariff {
  codeDigits: string;
  gtipCode: string;
  nameTr: string;
  nameEn: string;
}

function dotted(digits: string) {
  if (digits.length <= 4) return digits;
  const parts = [digits.slice(0, 4)];
  for (let i = 4; i < digits.length; i += 2) parts.push(digits.slice(i, i + 2));
  return parts.join(".");
}

export function tariffSample(): SampleTariff[] {
  const out: SampleTariff[] = [];
  const seen = new Set<string>();
  const push = (digits: string, nameTr: string, nameEn: string) => {
    if (seen.has(digits)) throw new Error(`tariff sample: ${digits} twice`);
    seen.add(digits);
    out.push({ codeDigits: digits, gtipCode: dotted(digits), nameTr, nameEn });
  };
  for (const line of SAMPLE.split("\n")) {
    if (!line.trim()) continue;
    const [code, nameTr, nameEn] = line.split("|");
    const leaf = code.endsWith("+");
    const digits = code.replace(/[^0-9]/g, "");
    push(digits, nameTr, nameEn);
    if (leaf) push(digits.padEnd(12, "0"), nameTr, nameEn);
  }
  return out;
}
