/**
 * A sample of the customs tariff for the finder, the tests and the demo until an admin imports the
 * official files (docs/tariffs.md, "Imports"): the goods a cargo company's customers ship every day
 * (phones and electronics, clothing, shoes, bags, cosmetics, medicines, books and paper, auto parts,
 * food and drink, household goods, machinery and tools, furniture, toys, jewellery, art), with their
 * chapters and the headings of the larger groups. The codes are real Harmonized System 2022 codes (checked
 * against the HS nomenclature by tariff-sample.test.ts where that file is around); the Turkish and
 * English names are short everyday descriptions written for the project, with the words people type
 * ("cep telefonu", "tişört", "mobile phones"), not the nomenclature's legal texts.
 *
 * The 6-digit subheadings are what a shipment declares here: the sample has no 12-digit Turkish lines,
 * which only the official Turkish tariff can give (an import of it turns each subheading it divides into
 * its lines; see `declarableCodes`).
 *
 * One line per code: `code|Turkish name|English name`.
 */
const SAMPLE = `
01|CANLI HAYVANLAR|Live animals
0101|Canlı atlar, eşekler, katırlar ve bardolar|Live horses, asses, mules and hinnies
0101.21|Atlar; damızlık (safkan)|Horses; pure-bred breeding animals
0101.29|Atlar; diğerleri (binicilik ve yarış atları dahil)|Horses; other (including riding and racing horses)
0106.19|Kedi, köpek ve diğer canlı memeliler|Cats, dogs and other live mammals
02|ETLER VE YENİLEN SAKATAT|Meat and edible offal
0201.30|Sığır eti; kemiksiz, taze veya soğutulmuş|Beef; boneless, fresh or chilled
0207.14|Tavuk eti; parçalar ve sakatat, dondurulmuş|Chicken cuts and offal; frozen
03|BALIKLAR VE KABUKLU HAYVANLAR, YUMUŞAKÇALAR|Fish and crustaceans, molluscs
0302.14|Somon (Atlantik somonu); taze veya soğutulmuş|Atlantic salmon; fresh or chilled
0302.84|Levrek; taze veya soğutulmuş|Seabass; fresh or chilled
0302.85|Çipura; taze veya soğutulmuş|Sea bream; fresh or chilled
0303.14|Alabalık; dondurulmuş|Trout; frozen
0306.17|Karides; dondurulmuş|Shrimps and prawns; frozen
04|SÜT VE SÜT ÜRÜNLERİ; YUMURTA; TABİİ BAL|Dairy produce; birds' eggs; natural honey
0401.20|Süt; yağ oranı %1-6 arası (inek sütü)|Milk; fat content 1% to 6% (cow's milk)
0402.21|Süt tozu; şekersiz, yağ oranı %1,5'ten fazla|Milk powder; unsweetened, fat content over 1.5%
0403.20|Yoğurt|Yogurt
0405.10|Tereyağı|Butter
0406|Peynir ve lor|Cheese and curd
0406.10|Taze peynir, beyaz peynir ve lor|Fresh cheese, white cheese and curd
0406.30|Eritme peynir|Processed cheese
0406.90|Kaşar peyniri, tulum peyniri ve diğer peynirler|Kashar cheese, tulum cheese and other cheese
0407.21|Tavuk yumurtası; taze|Hen's eggs; fresh
0409.00|Tabii bal (çiçek balı, çam balı, petek bal)|Natural honey (blossom, pine and comb honey)
07|SEBZELER, KÖKLER VE YUMRULAR|Edible vegetables, roots and tubers
0701.90|Patates; taze|Potatoes; fresh
0702.00|Domates; taze veya soğutulmuş|Tomatoes; fresh or chilled
0703.10|Soğan ve arpacık soğanı|Onions and shallots
0709.60|Biber (dolmalık, sivri, acı); taze|Peppers (sweet and hot); fresh
0713|Kuru baklagiller|Dried leguminous vegetables
0713.20|Nohut; kuru|Chickpeas; dried
0713.33|Kuru fasulye|Dried kidney beans, including white beans
0713.40|Mercimek; kuru|Lentils; dried
08|MEYVELER VE KABUKLU YEMİŞLER|Edible fruit and nuts
0801.32|Kaju; kabuksuz|Cashew nuts; shelled
0802|Kabuklu yemişler (fındık, ceviz, badem, antep fıstığı)|Nuts (hazelnuts, walnuts, almonds, pistachios)
0802.11|Badem; kabuklu|Almonds; in shell
0802.12|Badem; kabuksuz (badem içi)|Almonds; shelled
0802.21|Fındık; kabuklu|Hazelnuts; in shell
0802.22|Fındık; kabuksuz (iç fındık)|Hazelnuts; shelled
0802.31|Ceviz; kabuklu|Walnuts; in shell
0802.32|Ceviz; kabuksuz (ceviz içi)|Walnuts; shelled
0802.51|Antep fıstığı; kabuklu|Pistachios; in shell
0802.52|Antep fıstığı; kabuksuz (fıstık içi)|Pistachios; shelled
0804.10|Hurma|Dates
0804.20|İncir; taze veya kuru (kuru incir)|Figs; fresh or dried
0805.10|Portakal|Oranges
0805.21|Mandalina|Mandarins and tangerines
0805.50|Limon ve misket limonu|Lemons and limes
0806.10|Üzüm; taze (sofralık üzüm)|Grapes; fresh (table grapes)
0806.20|Kuru üzüm|Raisins (dried grapes)
0808.10|Elma; taze|Apples; fresh
0809.29|Kiraz; taze|Cherries; fresh
0810.10|Çilek; taze|Strawberries; fresh
0813.10|Kuru kayısı|Dried apricots
0813.20|Kuru erik|Prunes (dried plums)
0813.50|Kuruyemiş ve kuru meyve karışımları|Mixtures of nuts or dried fruits
09|KAHVE, ÇAY VE BAHARATLAR|Coffee, tea and spices
0901.11|Kahve; kavrulmamış (çiğ kahve çekirdeği)|Coffee; not roasted (green coffee beans)
0901.21|Kahve; kavrulmuş (Türk kahvesi, çekirdek kahve)|Coffee; roasted (Turkish coffee, coffee beans)
0902.10|Yeşil çay; 3 kg'a kadar ambalajlarda|Green tea; in packings of up to 3 kg
0902.30|Siyah çay; 3 kg'a kadar ambalajlarda (demlik çay)|Black tea; in packings of up to 3 kg
0902.40|Siyah çay; diğer ambalajlarda (dökme çay)|Black tea; in other packings (bulk tea)
0904.22|Pul biber ve kırmızı toz biber; ezilmiş veya öğütülmüş|Chilli flakes and paprika; crushed or ground
0906.11|Tarçın|Cinnamon
0909.31|Kimyon; ezilmemiş, öğütülmemiş|Cumin seeds; neither crushed nor ground
0910.30|Zerdeçal|Turmeric
0910.99|Diğer baharatlar (kekik, defne yaprağı, baharat karışımları)|Other spices (thyme, bay leaves, spice mixes)
10|HUBUBAT|Cereals
1006.30|Pirinç; öğütülmüş (beyaz pirinç)|Rice; milled (white rice)
11|DEĞİRMENCİLİK ÜRÜNLERİ|Milling products
1101.00|Buğday unu|Wheat flour
15|HAYVANSAL VE BİTKİSEL YAĞLAR|Animal and vegetable fats and oils
1509|Zeytinyağı|Olive oil
1509.20|Natürel sızma zeytinyağı|Extra virgin olive oil
1509.30|Natürel birinci zeytinyağı|Virgin olive oil
1509.90|Rafine ve riviera zeytinyağı|Refined and other olive oil
1512.19|Ayçiçek yağı; rafine|Sunflower-seed oil; refined
16|ET VE BALIK MÜSTAHZARLARI|Preparations of meat and fish
1601.00|Sucuk, sosis ve benzeri ürünler|Sausages (including sucuk) and similar products
1604.13|Sardalya konservesi|Sardines; prepared or preserved (tinned)
1604.14|Ton balığı konservesi|Tuna; prepared or preserved (tinned)
17|ŞEKER VE ŞEKER MAMULLERİ|Sugars and sugar confectionery
1701.99|Şeker (küp şeker, toz şeker)|Cane or beet sugar (cube and granulated sugar)
1704|Kakao içermeyen şekerlemeler|Sugar confectionery without cocoa
1704.10|Sakız|Chewing gum
1704.90|Lokum, pişmaniye, akide şekeri ve diğer şekerlemeler|Turkish delight, candy floss, hard candy and other sweets
18|KAKAO VE KAKAO MÜSTAHZARLARI|Cocoa and cocoa preparations
1806.10|Kakao tozu; şekerli|Cocoa powder; sweetened
1806.31|Çikolata; dolgulu (tablet veya çubuk)|Chocolate; filled (blocks or bars)
1806.32|Çikolata; dolgusuz (tablet veya çubuk)|Chocolate; not filled (blocks or bars)
1806.90|Çikolatalı ürünler ve fındık kreması|Chocolate products and hazelnut cocoa spread
19|HUBUBAT, UN VE SÜT MÜSTAHZARLARI; PASTACILIK ÜRÜNLERİ|Preparations of cereals, flour or milk; bakers' wares
1901.10|Bebek maması|Infant food (baby formula)
1902.19|Makarna; pişmemiş, yumurtasız|Pasta; uncooked, not containing eggs
1902.30|Diğer makarnalar (hazır erişte dahil)|Other pasta (including instant noodles)
1904.10|Mısır gevreği ve kahvaltılık gevrekler|Corn flakes and breakfast cereals
1905.31|Bisküvi ve kurabiye; tatlı|Sweet biscuits and cookies
1905.32|Gofret|Waffles and wafers
1905.40|Peksimet ve galeta|Rusks and toasted bread
1905.90|Baklava, ekmek, kek ve diğer unlu mamuller|Baklava, bread, cakes and other bakers' wares
20|SEBZE VE MEYVE MÜSTAHZARLARI|Preparations of vegetables, fruit and nuts
2001.90|Turşu|Pickles (vegetables in vinegar)
2002.90|Domates salçası|Tomato paste
2005.70|Zeytin; hazırlanmış (sofralık zeytin)|Olives; prepared (table olives)
2007.99|Reçel, marmelat ve pekmez dışı meyve ezmeleri|Jams, marmalades and fruit purées
2008.19|Kavrulmuş fındık, fıstık ve diğer kuruyemişler|Roasted hazelnuts, pistachios and other nuts
2009.12|Portakal suyu|Orange juice
2009.89|Nar suyu ve diğer meyve suları|Pomegranate juice and other fruit juices
21|ÇEŞİTLİ GIDA MÜSTAHZARLARI|Miscellaneous edible preparations
2101.11|Hazır kahve (kahve ekstraktı)|Instant coffee (coffee extracts)
2102.10|Maya; canlı|Yeast; active
2103.20|Ketçap|Tomato ketchup
2103.90|Soslar ve baharat karışımlı çeşniler|Sauces and mixed condiments
2104.10|Çorbalar; hazır|Soups; ready made
2105.00|Dondurma|Ice cream
2106.90|Gıda takviyeleri ve diğer gıda müstahzarları|Food supplements and other food preparations
22|İÇECEKLER VE ALKOLLÜ İÇKİLER|Beverages and spirits
2201.10|Maden suyu (soda)|Mineral water
2202.10|Gazlı içecekler ve meşrubat; şekerli|Soft drinks; sweetened
2203.00|Bira|Beer
2204.21|Şarap; 2 litreye kadar şişelerde|Wine; in containers of up to 2 litres
2208.30|Viski|Whisky
2208.90|Rakı ve diğer alkollü içkiler|Raki and other spirits
23|GIDA SANAYİİ KALINTILARI; HAYVAN YEMLERİ|Residues of food industries; animal feed
2309.10|Kedi ve köpek maması; perakende|Dog and cat food; put up for retail sale
24|TÜTÜN|Tobacco
2402.20|Sigara|Cigarettes containing tobacco
2403.11|Nargile tütünü|Water pipe tobacco
30|ECZACILIK ÜRÜNLERİ|Pharmaceutical products
3004.50|İlaçlar; vitamin içerenler, perakende|Medicaments containing vitamins; retail
3004.90|İlaçlar; diğerleri, perakende|Other medicaments; retail
3005.10|Yara bandı ve yapışkanlı pansuman malzemesi|Adhesive plasters and dressings
33|PARFÜMLER VE KOZMETİKLER|Perfumery and cosmetics
3303.00|Parfüm ve kolonya|Perfumes and eau de toilette (cologne)
3304|Makyaj ve cilt bakım ürünleri|Make-up and skin care preparations
3304.10|Dudak makyaj ürünleri (ruj, dudak parlatıcısı)|Lip make-up (lipstick, lip gloss)
3304.20|Göz makyaj ürünleri (maskara, far, göz kalemi)|Eye make-up (mascara, eyeshadow, eyeliner)
3304.30|Manikür ve pedikür ürünleri (oje)|Manicure and pedicure preparations (nail polish)
3304.91|Pudra|Face powder
3304.99|Cilt bakım kremleri, güneş kremi ve fondöten (kozmetik)|Skin care creams, sunscreen and foundation (cosmetics)
3305.10|Şampuan|Shampoo
3305.30|Saç spreyi|Hair spray (hair lacquer)
3305.90|Saç kremi, saç boyası ve diğer saç ürünleri|Hair conditioner, hair dye and other hair preparations
3306.10|Diş macunu|Toothpaste
3306.20|Diş ipi|Dental floss
3307.10|Tıraş köpüğü ve tıraş sonrası losyon|Shaving foam and aftershave
3307.20|Deodorant|Deodorants and antiperspirants
3307.30|Banyo tuzu ve banyo köpüğü|Bath salts and bubble bath
34|SABUN VE YIKAMA MÜSTAHZARLARI; MUMLAR|Soap, washing preparations; candles
3401.11|Sabun (katı)|Toilet soap (bars)
3401.30|Sıvı sabun ve duş jeli|Liquid soap and shower gel
3402.50|Deterjan ve bulaşık deterjanı; perakende|Detergents and dishwashing liquid; retail
3406.00|Mum|Candles
35|YAPIŞTIRICILAR|Glues
3506.91|Yapıştırıcı|Adhesives
38|ÇEŞİTLİ KİMYASAL ÜRÜNLER|Miscellaneous chemical products
3808.91|Böcek ilacı|Insecticides
3820.00|Antifriz|Antifreeze preparations
39|PLASTİKLER VE MAMULLERİ|Plastics and articles thereof
3923.21|Poşet ve torbalar; polietilen|Sacks and bags of polyethylene
3923.30|Plastik şişe ve bidonlar|Plastic bottles and flasks
3924.10|Plastik sofra ve mutfak eşyası (saklama kabı)|Plastic tableware and kitchenware (food containers)
3926.10|Plastik büro ve okul malzemesi|Plastic office and school supplies
3926.90|Diğer plastik eşya (telefon kılıfı dahil)|Other plastic articles (including phone cases)
40|KAUÇUK VE KAUÇUKTAN EŞYA|Rubber and articles thereof
4011|Kauçuk dış lastikler|New pneumatic tyres of rubber
4011.10|Otomobil lastiği|Car tyres
4011.20|Otobüs ve kamyon lastiği|Bus and lorry tyres
4011.40|Motosiklet lastiği|Motorcycle tyres
4011.50|Bisiklet lastiği|Bicycle tyres
4015.19|Kauçuk eldiven (bulaşık ve iş eldiveni)|Rubber gloves (household and work gloves)
42|DERİ EŞYA, ÇANTALAR, SEYAHAT EŞYASI|Leather articles, handbags, travel goods
4201.00|Evcil hayvan tasması ve koşum takımı|Saddlery and harness for any animal (leashes, collars)
4202|Bavul, çanta, cüzdan ve benzerleri|Trunks, suitcases, handbags, wallets and similar
4202.11|Bavul ve valiz; deri|Suitcases; of leather
4202.12|Bavul ve valiz; plastik veya kumaş|Suitcases; of plastics or textile
4202.21|El çantası; deri|Handbags; of leather
4202.22|El çantası; plastik veya kumaş|Handbags; of plastics or textile
4202.31|Cüzdan ve kartlık; deri|Wallets and card holders; of leather
4202.32|Cüzdan; plastik veya kumaş|Wallets; of plastics or textile
4202.92|Sırt çantası ve spor çantası; plastik veya kumaş|Backpacks and sports bags; of plastics or textile
4203.10|Deri giyim eşyası (deri ceket, mont)|Leather apparel (leather jackets, coats)
4203.30|Kemer; deri|Belts; of leather
44|AĞAÇ VE AHŞAP EŞYA|Wood and articles of wood
4420.90|Ahşap kutu, mücevher kutusu ve kakma işleri|Wooden boxes, jewellery caskets and marquetry
48|KAĞIT VE KARTON|Paper and paperboard
4802.56|Fotokopi kağıdı (A4)|Copy paper (A4 sheets)
4819.10|Koli; oluklu mukavva|Cartons and boxes of corrugated board
4819.20|Karton kutu|Folding cartons and boxes
4820.10|Ajanda, not defteri ve bloknot|Diaries, notebooks and notepads
4820.20|Okul defteri|Exercise books
49|KİTAPLAR, GAZETELER, BASILI ÜRÜNLER|Books, newspapers and printed matter
4901|Kitaplar, broşürler ve benzeri basılı eşya|Printed books, brochures and similar printed matter
4901.10|Broşür ve el ilanı (tek yaprak)|Leaflets and brochures (single sheets)
4901.91|Sözlük ve ansiklopedi|Dictionaries and encyclopaedias
4901.99|Kitap (roman, ders kitabı ve diğer basılı kitaplar)|Books (novels, textbooks and other printed books)
4902.90|Dergi ve süreli yayınlar|Magazines and periodicals
4903.00|Çocuk kitapları; resimli kitap ve boyama kitabı|Children's picture, drawing and colouring books
4904.00|Nota (basılı müzik)|Printed music (sheet music)
4905.90|Harita|Maps
4909.00|Kartpostal ve tebrik kartı|Postcards and greeting cards
4911.10|Katalog ve reklam broşürü|Catalogues and advertising material
4911.91|Poster, resim ve fotoğraf baskısı|Posters, pictures and photographic prints
50|İPEK|Silk
5007.20|İpek kumaş|Woven fabrics of silk
52|PAMUK|Cotton
5201|Pamuk (ham)|Raw cotton
5201.00|Pamuk; kardesiz, taranmamış (ham pamuk)|Cotton; not carded or combed (raw cotton)
5205|Pamuk ipliği|Cotton yarn
5205.12|Pamuk ipliği; tek katlı, penye olmayan, 14-43 numara|Cotton yarn; single, uncombed, 232.56 to 714.29 decitex
5209.42|Denim kumaş (kot kumaşı)|Denim fabric
57|HALILAR|Carpets and other textile floor coverings
5701.10|El dokuma halı; yün|Hand-knotted carpets; of wool
5702.10|Kilim ve el dokuması sumak, karaman|Kilims, soumaks, karamanie and similar hand-woven rugs
5702.42|Makine halısı; sentetik, dokuma|Machine-made carpets; woven, of man-made fibres
5705.00|Paspas ve diğer yer kaplamaları|Mats and other floor coverings
61|ÖRME GİYİM EŞYASI|Knitted or crocheted clothing
6103.42|Erkek pantolon ve şort; pamuklu, örme (eşofman altı)|Men's trousers and shorts; cotton, knitted (jogging bottoms)
6104.42|Kadın elbisesi; pamuklu, örme|Women's dresses; cotton, knitted
6104.43|Kadın elbisesi; sentetik, örme|Women's dresses; synthetic, knitted
6104.62|Kadın pantolon ve tayt; pamuklu, örme|Women's trousers and leggings; cotton, knitted
6105.10|Erkek gömleği ve polo yaka; pamuklu, örme|Men's shirts and polo shirts; cotton, knitted
6106.10|Kadın bluzu; pamuklu, örme|Women's blouses; cotton, knitted
6107.11|Erkek külot ve boxer; pamuklu|Men's underpants and boxers; cotton
6108.21|Kadın külot; pamuklu|Women's briefs; cotton
6108.31|Gecelik ve pijama; kadın, pamuklu|Women's nightdresses and pyjamas; cotton
6109|Tişört, atlet ve fanila; örme|T-shirts, singlets and vests; knitted
6109.10|Tişört, atlet ve fanila; pamuklu|T-shirts, singlets and vests; cotton
6109.90|Tişört ve atlet; sentetik veya diğer liflerden|T-shirts and singlets; synthetic or other fibres
6110.11|Kazak ve hırka; yün|Sweaters and cardigans; wool
6110.20|Kazak, hırka ve sweatshirt; pamuklu|Sweaters, cardigans and sweatshirts; cotton
6110.30|Kazak, hırka ve sweatshirt; sentetik|Sweaters, cardigans and sweatshirts; man-made fibres
6111.20|Bebek giyim eşyası; pamuklu, örme|Babies' garments; cotton, knitted
6112.12|Eşofman takımı; sentetik|Tracksuits; synthetic fibres
6112.31|Erkek mayosu; sentetik|Men's swimwear; synthetic fibres
6112.41|Kadın mayosu ve bikini; sentetik|Women's swimwear and bikinis; synthetic fibres
6115.95|Çorap; pamuklu|Socks; cotton
6115.96|Çorap; sentetik|Socks; synthetic fibres
6117.10|Şal, atkı ve boyunluk; örme|Shawls, scarves and neck warmers; knitted
62|ÖRME OLMAYAN GİYİM EŞYASI|Clothing, not knitted
6201.40|Erkek mont, kaban ve parka; sentetik|Men's coats, anoraks and parkas; man-made fibres
6202.40|Kadın mont, kaban ve parka; sentetik|Women's coats, anoraks and parkas; man-made fibres
6203.12|Erkek takım elbise; sentetik|Men's suits; synthetic fibres
6203.42|Erkek pantolon ve kot pantolon; pamuklu|Men's trousers and jeans; cotton
6204.42|Kadın elbisesi; pamuklu|Women's dresses; cotton
6204.43|Kadın elbisesi; sentetik|Women's dresses; synthetic fibres
6204.62|Kadın pantolon ve kot pantolon; pamuklu|Women's trousers and jeans; cotton
6205.20|Erkek gömleği; pamuklu|Men's shirts; cotton
6206.30|Kadın gömleği ve bluzu; pamuklu|Women's shirts and blouses; cotton
6206.40|Kadın gömleği ve bluzu; sentetik|Women's shirts and blouses; man-made fibres
6209.20|Bebek giyim eşyası; pamuklu, dokuma|Babies' garments; cotton, woven
6212.10|Sütyen|Brassieres (bras)
6214.10|Eşarp ve şal; ipek|Scarves and shawls; silk
6214.30|Eşarp ve şal; sentetik|Scarves and shawls; synthetic fibres
63|EV TEKSTİLİ VE DİĞER HAZIR EŞYA|Home textiles and other made-up articles
6301.40|Battaniye; sentetik|Blankets; synthetic fibres
6302.21|Nevresim ve çarşaf; pamuklu, baskılı|Bed linen; cotton, printed
6302.31|Nevresim takımı ve çarşaf; pamuklu|Bed linen sets and sheets; cotton
6302.60|Havlu ve bornoz kumaşından eşya; pamuklu|Towels; cotton terry
6303.92|Perde; sentetik|Curtains; synthetic fibres
6307.90|Maske ve diğer hazır tekstil eşyası|Face masks and other made-up textile articles
64|AYAKKABILAR|Footwear
6402.19|Spor ayakkabı; kauçuk veya plastik|Sports shoes; rubber or plastics
6402.20|Terlik ve parmak arası terlik; kauçuk veya plastik|Flip-flops and slippers with straps; rubber or plastics
6402.99|Ayakkabı ve sandalet; kauçuk veya plastik|Shoes and sandals; rubber or plastics
6403|Ayakkabı; yüzü deri|Footwear with uppers of leather
6403.51|Bot ve çizme; tabanı ve yüzü deri|Boots; leather soles and uppers, covering the ankle
6403.59|Ayakkabı; tabanı ve yüzü deri (klasik ayakkabı)|Shoes; leather soles and uppers (dress shoes)
6403.91|Bot; kauçuk tabanlı, yüzü deri|Boots; rubber soles, leather uppers, covering the ankle
6403.99|Ayakkabı; kauçuk tabanlı, yüzü deri|Shoes; rubber soles, leather uppers
6404.11|Spor ayakkabı (sneaker); yüzü kumaş|Sports shoes (sneakers, trainers); textile uppers
6404.19|Ayakkabı, bez ayakkabı ve ev terliği; yüzü kumaş|Shoes, canvas shoes and house slippers; textile uppers
6406.10|Ayakkabı sayası|Uppers of footwear
65|BAŞLIKLAR|Headgear
6505.00|Şapka, bere ve başlık; örme|Hats, caps and berets; knitted
6506.10|Kask (motosiklet ve bisiklet kaskı)|Safety helmets (motorcycle and bicycle helmets)
67|YAPMA ÇİÇEKLER|Artificial flowers
6702.90|Yapay çiçek|Artificial flowers
69|SERAMİK MAMULLER|Ceramic products
6907.21|Seramik karo ve fayans|Ceramic floor and wall tiles
6910.10|Lavabo ve klozet; porselen|Porcelain sinks, washbasins and toilets
6911.10|Porselen sofra ve mutfak eşyası|Porcelain tableware and kitchenware
6912.00|Seramik sofra takımı ve mutfak eşyası|Ceramic tableware and kitchenware
70|CAM VE CAM EŞYA|Glass and glassware
7009.10|Dikiz aynası; taşıtlar için|Rear-view mirrors for vehicles
7013.37|Bardak; cam|Drinking glasses
71|KIYMETLİ TAŞLAR VE METALLER, MÜCEVHERAT|Precious stones and metals, jewellery
7113.11|Gümüş takı|Silver jewellery
7113.19|Altın takı|Gold jewellery
7117.19|Bijuteri; adi metallerden|Imitation jewellery; of base metal
73|DEMİR VEYA ÇELİKTEN EŞYA|Articles of iron or steel
7318.15|Cıvata ve vida; demir veya çelik|Bolts and screws; iron or steel
7318.16|Somun; demir veya çelik|Nuts; iron or steel
7321.11|Ocak ve fırın; gazlı|Gas cookers and stoves
7323.93|Paslanmaz çelik tencere ve mutfak eşyası|Stainless steel pots and kitchenware
7326.90|Demir veya çelikten diğer eşya|Other articles of iron or steel
76|ALÜMİNYUM|Aluminium
7615.10|Alüminyum tencere ve mutfak eşyası|Aluminium pots and kitchenware
82|ALETLER, BIÇAKÇI EŞYASI, ÇATAL, KAŞIK|Tools, cutlery, spoons and forks
8203.20|Pense ve kerpeten|Pliers and pincers
8204.11|Anahtar (somun anahtarı)|Spanners and wrenches; non-adjustable
8205.59|Diğer el aletleri|Other hand tools
8207.50|Matkap ucu|Drill bits
8211.91|Sofra bıçağı|Table knives
8212.10|Tıraş makinesi (jiletli)|Razors
8212.20|Jilet|Razor blades
8214.20|Manikür ve pedikür seti|Manicure and pedicure sets
8215.20|Çatal bıçak takımı|Cutlery sets
84|MAKİNELER VE MEKANİK CİHAZLAR|Machinery and mechanical appliances
8409.91|Benzinli motor parçaları|Parts of spark-ignition engines
8409.99|Dizel motor parçaları|Parts of diesel engines
8413.30|Yakıt, yağ ve su pompası; motorlar için|Fuel, oil and water pumps for engines
8413.70|Santrifüj pompa (su pompası)|Centrifugal pumps (water pumps)
8414.30|Soğutma kompresörü|Compressors for refrigerating equipment
8414.51|Vantilatör; masa, ayaklı ve tavan|Table, floor and ceiling fans
8414.80|Hava kompresörü|Air compressors
8415.10|Klima (split ve duvar tipi)|Air conditioners (split and wall type)
8418.10|Buzdolabı; derin dondurucu bölmeli|Fridge-freezers
8418.21|Buzdolabı; ev tipi|Household refrigerators
8419.81|Kahve ve çay makinesi; endüstriyel|Machines for hot drinks and cooking; commercial
8421.23|Yağ ve yakıt filtresi; motorlar için|Oil and fuel filters for engines
8421.31|Hava filtresi; motorlar için|Air filters for engines
8422.11|Bulaşık makinesi; ev tipi|Dishwashers; household
8424.30|Basınçlı yıkama makinesi|Pressure washers and steam cleaning machines
8427.10|Forklift; elektrikli|Forklift trucks; electric
8428.10|Asansör|Lifts and elevators
8429.52|Ekskavatör|Excavators
8433.11|Çim biçme makinesi; motorlu|Lawn mowers; powered
8438.10|Fırın ve pastane makineleri|Bakery and pastry machinery
8438.50|Et işleme makinesi|Meat processing machinery
8443.31|Yazıcı, tarayıcı ve fotokopi (çok fonksiyonlu)|Multifunction printers (print, scan, copy)
8443.32|Yazıcı|Printers
8443.99|Yazıcı kartuşu, toner ve yazıcı parçaları|Printer cartridges, toner and printer parts
8450.11|Çamaşır makinesi; tam otomatik, 10 kg'a kadar|Washing machines; fully automatic, up to 10 kg
8452.10|Dikiş makinesi; ev tipi|Sewing machines; household
8452.21|Dikiş makinesi; sanayi tipi, otomatik|Sewing machines; industrial, automatic
8458.11|Torna tezgahı; CNC|Lathes; numerically controlled (CNC)
8467.21|Matkap; elektrikli (şarjlı matkap dahil)|Drills; electric (including cordless drills)
8467.22|Testere; elektrikli|Saws; electric
8467.29|Taşlama makinesi ve diğer elektrikli el aletleri|Angle grinders and other electric hand tools
8471|Bilgisayarlar ve birimleri|Computers and their units
8471.30|Dizüstü bilgisayar ve tablet|Laptops and tablets (portable computers)
8471.41|Masaüstü bilgisayar (tek kasada)|Desktop computers (in one housing)
8471.49|Bilgisayar sistemleri|Computer systems
8471.50|Bilgisayar kasası (işlem birimi)|Processing units (computer cases)
8471.60|Klavye, fare ve diğer giriş çıkış birimleri|Keyboards, mice and other input or output units
8471.70|Harici disk ve depolama birimi|External drives and storage units
8473.30|Bilgisayar parçaları (anakart, bellek, ekran kartı)|Computer parts (motherboards, memory, graphics cards)
8479.89|Diğer makineler|Other machines
8481.80|Musluk, batarya ve vana|Taps, mixers and valves
8482.10|Rulman; bilyalı|Ball bearings
8483.10|Şanzıman mili ve krank mili|Transmission shafts and crankshafts
8483.40|Redüktör ve dişli kutusu|Gearboxes and speed reducers
85|ELEKTRİKLİ MAKİNE VE CİHAZLAR, ELEKTRONİK|Electrical machinery and equipment, electronics
8501.10|Elektrik motoru; 37,5 W'a kadar|Electric motors; up to 37.5 W
8501.52|Elektrik motoru; AC, 750 W-75 kW|Electric motors; AC, 750 W to 75 kW
8502.11|Jeneratör; dizel, 75 kVA'ya kadar|Generating sets; diesel, up to 75 kVA
8504.40|Şarj aleti, adaptör ve güç kaynağı|Chargers, adapters and power supplies
8506.50|Pil; lityum|Primary batteries; lithium
8507.10|Akü; kurşun asitli (araç aküsü)|Lead-acid batteries (car batteries)
8507.60|Lityum iyon batarya (powerbank dahil)|Lithium-ion batteries (including power banks)
8508.11|Elektrikli süpürge|Vacuum cleaners
8509.40|Blender, mikser ve meyve sıkacağı|Blenders, mixers and juicers
8510.10|Tıraş makinesi; elektrikli|Electric shavers
8510.30|Epilasyon aleti|Hair-removing appliances (epilators)
8511.10|Buji|Spark plugs
8511.40|Marş motoru|Starter motors
8511.50|Alternatör|Alternators and generators for engines
8512.20|Far ve aydınlatma; taşıtlar için|Headlamps and lighting for vehicles
8512.30|Korna; taşıtlar için|Horns for vehicles
8512.40|Silecek|Windscreen wipers
8516.10|Şofben ve termosifon|Water heaters
8516.31|Saç kurutma makinesi|Hair dryers
8516.32|Saç düzleştirici ve maşa|Hair straighteners and curling irons
8516.50|Mikrodalga fırın|Microwave ovens
8516.60|Elektrikli fırın ve ocak|Electric ovens and cookers
8516.71|Kahve ve çay makinesi; elektrikli (çay makinesi, kahve makinesi)|Coffee and tea makers; electric
8517|Telefonlar ve iletişim cihazları|Telephones and communication apparatus
8517.11|Telsiz ahizeli sabit telefon|Cordless telephone sets
8517.13|Akıllı telefon (cep telefonu)|Smartphones (mobile phones)
8517.14|Tuşlu cep telefonu ve diğer hücresel telefonlar|Feature phones and other mobile phones for cellular networks
8517.62|Modem, router ve akıllı saat|Modems, routers and smartwatches
8517.79|Telefon parçaları (ekran, kasa)|Telephone parts (screens, housings)
8518.21|Hoparlör; tekli|Single loudspeakers
8518.22|Hoparlör; çoklu (ses sistemi)|Multiple loudspeakers (speaker sets)
8518.30|Kulaklık (kablosuz kulaklık dahil)|Headphones and earphones (including wireless earbuds)
8523.49|CD ve DVD; kayıtlı|CDs and DVDs; recorded
8523.51|USB bellek, SSD ve hafıza kartı|USB flash drives, SSDs and memory cards
8525.89|Dijital kamera, aksiyon kamerası ve video kamera|Digital cameras, action cameras and camcorders
8526.91|GPS navigasyon cihazı|GPS navigation devices
8528.52|Bilgisayar monitörü|Computer monitors
8528.72|Televizyon; renkli|Colour televisions
8531.10|Hırsız ve yangın alarmı|Burglar and fire alarms
8536.50|Elektrik anahtarı|Electrical switches
8536.69|Priz ve fiş|Plugs and sockets
8537.10|Elektrik kontrol panosu; 1000 V'a kadar|Electrical control panels; up to 1000 V
8539.52|LED ampul|LED lamps (bulbs)
8541.43|Güneş paneli|Solar panels (photovoltaic modules)
8542.31|İşlemci (entegre devre)|Processors (integrated circuits)
8543.70|Diğer elektrikli cihazlar|Other electrical machines and apparatus
8544.30|Araç kablo tesisatı|Wiring sets for vehicles
8544.42|Elektrik kablosu; bağlantı uçlu, 1000 V'a kadar (şarj kablosu)|Electric cables with connectors, up to 1000 V (charging cables)
87|MOTORLU TAŞITLAR, BİSİKLETLER VE PARÇALARI|Vehicles, bicycles and parts
8703.23|Otomobil; benzinli, 1500-3000 cm³|Cars; petrol, 1500 to 3000 cc
8703.80|Elektrikli otomobil|Electric cars
8708|Oto yedek parça ve aksesuarları|Car and motor vehicle parts and accessories
8708.10|Tampon; taşıtlar için|Bumpers for vehicles
8708.21|Emniyet kemeri|Safety seat belts
8708.22|Ön cam ve taşıt camları|Windscreens and vehicle windows
8708.29|Kaporta parçaları|Body parts for vehicles
8708.30|Fren, fren balatası ve diskleri (yedek parça)|Brakes, brake pads and discs (spare parts)
8708.40|Vites kutusu (şanzıman)|Gear boxes (transmissions)
8708.50|Aks ve diferansiyel|Drive axles with differential
8708.70|Jant ve tekerlek|Road wheels and rims
8708.80|Amortisör ve süspansiyon parçaları|Shock absorbers and suspension parts
8708.91|Radyatör|Radiators for vehicles
8708.92|Egzoz ve susturucu|Exhausts and silencers
8708.93|Debriyaj|Clutches
8708.94|Direksiyon ve direksiyon kutusu|Steering wheels and steering boxes
8708.95|Hava yastığı|Airbags
8708.99|Diğer oto yedek parçaları|Other car and motor vehicle parts (spare parts)
8711.60|Elektrikli motosiklet ve scooter|Electric motorcycles and scooters
8712.00|Bisiklet|Bicycles
8714.10|Motosiklet yedek parçaları|Motorcycle parts and accessories
8714.91|Bisiklet kadrosu ve çatalı|Bicycle frames and forks
8714.94|Bisiklet freni|Bicycle brakes
8714.99|Bisiklet yedek parçaları|Other bicycle parts and accessories
90|OPTİK, FOTOĞRAF, ÖLÇÜ VE TIBBİ CİHAZLAR|Optical, photographic, measuring and medical instruments
9001.30|Kontakt lens|Contact lenses
9003.11|Gözlük çerçevesi; plastik|Spectacle frames; plastic
9004.10|Güneş gözlüğü|Sunglasses
9004.90|Gözlük (okuma gözlüğü)|Spectacles (reading glasses)
9018.31|Şırınga|Syringes
9018.90|Tıbbi cihaz ve aletler (tansiyon aleti)|Medical instruments (blood pressure monitors)
9019.10|Masaj aleti|Massage apparatus
9021.10|Ortopedik ürünler (korse, dizlik)|Orthopaedic appliances (braces, supports)
9025.19|Dijital termometre (ateş ölçer)|Digital thermometers
9028.30|Elektrik sayacı|Electricity meters
9031.80|Ölçü ve kontrol cihazları|Measuring and checking instruments
9032.10|Termostat|Thermostats
91|SAATLER|Clocks and watches
9102.11|Kol saati; pilli, analog|Wrist watches; battery powered, analogue
9102.12|Kol saati; dijital|Wrist watches; digital display
9102.21|Kol saati; otomatik|Wrist watches; automatic winding
9105.21|Duvar saati; elektrikli|Wall clocks; electric
92|MÜZİK ALETLERİ|Musical instruments
9201.10|Piyano|Upright pianos
9202.10|Keman|Violins and other bowed string instruments
9202.90|Gitar, bağlama, ud ve diğer telli çalgılar|Guitars, baglamas, ouds and other string instruments
9206.00|Darbuka, davul ve vurmalı çalgılar|Darbukas, drums and percussion instruments
9207.10|Elektronik klavye (org)|Electronic keyboards
94|MOBİLYA, YATAK, AYDINLATMA|Furniture, bedding, lighting
9401.61|Koltuk ve kanepe; ahşap iskeletli, döşemeli|Armchairs and sofas; wooden frames, upholstered
9401.71|Koltuk ve sandalye; metal iskeletli, döşemeli|Chairs and seats; metal frames, upholstered
9403.20|Metal mobilya|Metal furniture
9403.30|Büro mobilyası; ahşap|Office furniture; wooden
9403.50|Yatak odası mobilyası; ahşap|Bedroom furniture; wooden
9403.60|Diğer ahşap mobilya (masa, dolap)|Other wooden furniture (tables, wardrobes)
9403.70|Plastik mobilya|Plastic furniture
9404.21|Yatak (sünger yatak)|Mattresses (foam mattresses)
9404.40|Yorgan|Quilts and duvets
9404.90|Yastık ve minder|Pillows and cushions
9405.11|Avize; LED|Chandeliers; LED
9405.21|Masa ve gece lambası; LED|Table, desk and bedside lamps; LED
95|OYUNCAKLAR, OYUN VE SPOR MALZEMESİ|Toys, games and sports equipment
9503.00|Oyuncak, oyuncak bebek, yapboz ve maket|Toys, dolls, puzzles and scale models
9504.40|İskambil kağıdı|Playing cards
9504.50|Oyun konsolu|Video game consoles
9504.90|Tavla, satranç ve kutu oyunları|Backgammon, chess and board games
9505.10|Yılbaşı süsleri|Christmas decorations
9506.62|Şişme top (futbol ve basketbol topu)|Inflatable balls (footballs, basketballs)
9506.70|Paten|Ice and roller skates
9506.91|Fitness ve jimnastik aletleri|Fitness and gym equipment
9506.99|Diğer spor malzemeleri|Other sports equipment
9507.10|Olta kamışı|Fishing rods
96|ÇEŞİTLİ MAMUL EŞYA|Miscellaneous manufactured articles
9603.21|Diş fırçası|Toothbrushes
9608.10|Tükenmez kalem|Ballpoint pens
9608.20|Keçeli kalem ve fosforlu kalem|Felt-tipped pens and highlighters
9609.10|Kurşun kalem ve boya kalemi|Pencils and colouring pencils
9615.11|Tarak; plastik|Combs; plastic
9616.10|Parfüm şişesi ve sprey|Scent sprays and atomisers
9619.00|Bebek bezi ve hijyenik ped|Babies' nappies and sanitary pads
97|SANAT ESERLERİ VE ANTİKALAR|Works of art and antiques
9701.91|Tablo (yağlı boya, elle yapılmış)|Paintings (hand-painted)
9706.10|Antika (250 yıldan eski)|Antiques (over 250 years old)
`;

export interface SampleTariff {
  codeDigits: string;
  gtipCode: string | null;
  nameTr: string;
  nameEn: string;
}

export function tariffSample(): SampleTariff[] {
  const out: SampleTariff[] = [];
  const seen = new Set<string>();
  for (const line of SAMPLE.split("\n")) {
    if (!line.trim()) continue;
    const [code, nameTr, nameEn] = line.split("|");
    const digits = code.replace(/[^0-9]/g, "");
    if (seen.has(digits)) throw new Error(`tariff sample: ${digits} twice`);
    seen.add(digits);
    out.push({ codeDigits: digits, gtipCode: null, nameTr, nameEn });
  }
  return out;
}
