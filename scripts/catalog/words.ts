/**
 * Word lists behind the synthetic catalog (scripts/catalog/generate.ts). Pairs are written "português|English"
 * to keep each translation on the line of its original. Portuguese qualifiers already agree with their
 * noun, so titles need no grammar at run time.
 */
import type { CategoryKey } from '../../src/data/categories.ts';

/**
 * One category's vocabulary. `nouns` map a product kind to its qualifiers; `models` are
 * language-neutral codes where `#` becomes a digit. Categories with `topics` (books, courses) are titled
 * "Noun: Topic (Brand)" instead of "Noun Qualifier Brand Model".
 */
export type CategoryWords = {
  nouns: Record<string, string[]>;
  topics?: string[];
  brands: string[];
  models: string[];
  features: string[];
  about: string[];
  /** Price range in reais, [min, max]. */
  price: [number, number];
  colour: string;
};

const CODES = ['X#0', 'S#00', 'Pro #', 'Max #0', 'Q#5', 'Lite #', 'Plus #'];

/** Vocabulary for every category, keyed by category key. */
export const CATEGORY_WORDS: Record<CategoryKey, CategoryWords> = {
  electronics: {
    nouns: {
      'Smart TV|Smart TV': ['4K 50 Polegadas|50-inch 4K', 'QLED 55 Polegadas|55-inch QLED', 'Full HD 43 Polegadas|43-inch Full HD'],
      'Fone de Ouvido|Headphones': ['Sem Fio|Wireless', 'Bluetooth|Bluetooth', 'com Cancelamento de Ruído|Noise-Cancelling'],
      'Caixa de Som|Speaker': ['Bluetooth|Bluetooth', 'Portátil|Portable', "à Prova d'Água|Waterproof"],
      'Soundbar|Soundbar': ['Dolby Atmos|Dolby Atmos', '2.1 Canais|2.1-Channel'],
      'Câmera de Segurança|Security Camera': ['Wi-Fi|Wi-Fi', 'Full HD|Full HD', 'com Visão Noturna|Night Vision'],
    },
    brands: ['Samsung', 'LG', 'JBL', 'Sony', 'Philips', 'TCL', 'Intelbras'],
    models: CODES,
    features: [
      'Ótimo custo-benefício|Great value for money',
      'Conexão sem fio estável|Stable wireless connection',
      'Controle pelo aplicativo|Control from the app',
      'Tecnologia de última geração|Latest-generation technology',
      'Design compacto|Compact design',
      'Instalação simples|Easy setup',
      'Garantia de 1 ano|1-year warranty',
      'Compatível com assistentes de voz|Works with voice assistants',
    ],
    about: [
      'Tecnologia para deixar a casa mais conectada, com boa imagem e bom som.|Technology for a more connected home, with good picture and sound.',
      'Um aparelho fácil de usar, pensado para o dia a dia.|An easy-to-use device designed for everyday life.',
    ],
    price: [99, 4999],
    colour: '#2563eb',
  },
  computers: {
    nouns: {
      'Notebook|Laptop': ['Core i5 16 GB|Core i5 16 GB', 'Ryzen 7 512 GB SSD|Ryzen 7 512 GB SSD', 'Gamer RTX 4050|RTX 4050 Gaming'],
      'Monitor|Monitor': ['Full HD 24 Polegadas|24-inch Full HD', 'Gamer 165 Hz|165 Hz Gaming', 'UltraWide 29 Polegadas|29-inch UltraWide'],
      'SSD|SSD': ['NVMe 1 TB|1 TB NVMe', 'SATA 480 GB|480 GB SATA'],
      'Teclado Mecânico|Mechanical Keyboard': ['RGB|RGB', 'Sem Fio|Wireless', 'Compacto|Compact'],
      'Mouse|Mouse': ['Sem Fio|Wireless', 'Gamer|Gaming', 'Ergonômico|Ergonomic'],
      'Impressora Multifuncional|All-in-One Printer': ['Wi-Fi|Wi-Fi', 'Tanque de Tinta|Ink Tank'],
    },
    brands: ['Dell', 'Lenovo', 'Acer', 'Asus', 'HP', 'Logitech', 'Kingston'],
    models: CODES,
    features: [
      'Alto desempenho para trabalho e estudo|High performance for work and study',
      'Armazenamento rápido|Fast storage',
      'Ótimo custo-benefício|Great value for money',
      'Conexão USB-C|USB-C connection',
      'Baixo consumo de energia|Low power consumption',
      'Garantia de 1 ano|1-year warranty',
      'Iluminação RGB personalizável|Customizable RGB lighting',
    ],
    about: [
      'Equipamento para quem trabalha, estuda ou joga no computador todos os dias.|Gear for people who work, study or play on a computer every day.',
      'Um bom upgrade para o escritório em casa.|A solid upgrade for the home office.',
    ],
    price: [49, 9999],
    colour: '#7c3aed',
  },
  mobiles: {
    nouns: {
      'Smartphone|Smartphone': ['128 GB 5G|128 GB 5G', '256 GB|256 GB', 'Dual Chip|Dual SIM'],
      'Carregador Turbo|Fast Charger': ['USB-C 25 W|25 W USB-C', '65 W GaN|65 W GaN'],
      'Capa|Case': ['Antichoque|Shockproof', 'Transparente|Clear', 'de Silicone|Silicone'],
      'Película de Vidro|Tempered Glass Screen Protector': ['3D|3D', 'de Privacidade|Privacy'],
      'Power Bank|Power Bank': ['10.000 mAh|10,000 mAh', '20.000 mAh|20,000 mAh'],
      'Smartwatch|Smartwatch': ['com GPS|GPS', "à Prova d'Água|Waterproof"],
    },
    brands: ['Samsung', 'Motorola', 'Xiaomi', 'Apple', 'Realme', 'Baseus', 'Anker'],
    models: CODES,
    features: [
      'Carregamento rápido|Fast charging',
      'Ótimo custo-benefício|Great value for money',
      'Bateria para o dia todo|All-day battery',
      'Materiais de alta qualidade|High-quality materials',
      'Proteção contra quedas|Drop protection',
      'Compatível com Android e iOS|Works with Android and iOS',
      'Acabamento premium|Premium finish',
    ],
    about: [
      'Acessório ou aparelho para aproveitar melhor o celular no dia a dia.|A device or accessory to get more out of your phone every day.',
      'Boa escolha para quem passa o dia conectado.|A good pick for anyone who stays connected all day.',
    ],
    price: [19.9, 8999],
    colour: '#0891b2',
  },
  automotive: {
    nouns: {
      'Aspirador Automotivo|Car Vacuum': ['Portátil|Portable', 'Sem Fio|Cordless'],
      'Central Multimídia|Car Multimedia Receiver': ['com Android Auto e CarPlay|Android Auto & CarPlay', '7 Polegadas|7-inch'],
      'Câmera de Ré|Reversing Camera': ['com Visão Noturna|Night Vision', 'HD|HD'],
      'Compressor de Ar|Air Compressor': ['Portátil 12 V|12 V Portable', 'Digital|Digital'],
      'Suporte Veicular|Car Phone Mount': ['Magnético|Magnetic', 'para Painel|Dashboard'],
      'Kit de Limpeza Automotiva|Car Cleaning Kit': ['Completo|Complete'],
    },
    brands: ['Bosch', 'Multilaser', 'Pioneer', 'Michelin', 'Black+Decker', 'Vonder'],
    models: CODES,
    features: [
      'Fácil de usar|Easy to use',
      'Instalação sem ferramentas|Tool-free installation',
      'Resistente a vibrações|Vibration resistant',
      'Materiais resistentes|Tough materials',
      'Compatível com a maioria dos carros|Fits most cars',
      'Garantia do fabricante|Manufacturer warranty',
    ],
    about: [
      'Praticidade e segurança para quem passa muito tempo no carro.|Convenience and safety for people who spend a lot of time in the car.',
      'Um item útil para deixar no porta-malas.|A handy item to keep in the trunk.',
    ],
    price: [29.9, 2499],
    colour: '#dc2626',
  },
  'home-garden': {
    nouns: {
      'Air Fryer|Air Fryer': ['4 Litros|4-Liter', 'Digital|Digital', 'Inox|Stainless Steel'],
      'Aspirador de Pó|Vacuum Cleaner': ['Vertical|Stick', 'Robô|Robot', 'Portátil|Handheld'],
      'Cafeteira|Coffee Maker': ['Elétrica|Electric', 'Expresso|Espresso', 'Programável|Programmable'],
      'Jogo de Panelas|Cookware Set': ['Antiaderente|Non-Stick', 'Inox 5 Peças|5-Piece Stainless Steel'],
      'Ventilador|Fan': ['de Mesa 40 cm|40 cm Desk', 'de Coluna|Tower', 'Silencioso|Quiet'],
      'Mangueira de Jardim|Garden Hose': ['Expansível 15 m|15 m Expandable'],
    },
    brands: ['Electrolux', 'Mondial', 'Philco', 'Tramontina', 'Oster', 'Arno', 'Britânia'],
    models: CODES,
    features: [
      'Fácil de limpar|Easy to clean',
      'Economia de energia|Energy saving',
      'Fácil de guardar|Easy to store',
      'Materiais de alta qualidade|High-quality materials',
      'Fácil de usar|Easy to use',
      'Ótimo custo-benefício|Great value for money',
      'Design moderno|Modern design',
      'Garantia de 12 meses|12-month warranty',
    ],
    about: [
      'Deixa a rotina da casa mais prática e rápida.|Makes household routines quicker and easier.',
      'Um clássico da cozinha e da casa brasileira.|A staple of Brazilian kitchens and homes.',
    ],
    price: [39.9, 3999],
    colour: '#16a34a',
  },
  'fashion-travel': {
    nouns: {
      'Mala de Viagem|Suitcase': ['Média com Rodinhas 360°|Medium Spinner', 'de Bordo|Carry-On', 'Rígida|Hard-Shell'],
      'Mochila|Backpack': ['para Notebook|Laptop', 'Antifurto|Anti-Theft', 'Impermeável|Waterproof'],
      'Tênis|Sneakers': ['de Corrida|Running', 'Casual|Casual'],
      'Jaqueta|Jacket': ['Corta-Vento|Windbreaker', 'Impermeável|Waterproof', 'Puffer|Puffer'],
      'Óculos de Sol|Sunglasses': ['Polarizado|Polarized', 'Aviador|Aviator'],
      'Relógio|Watch': ['Analógico|Analog', 'Digital|Digital'],
    },
    brands: ['Samsonite', 'Nike', 'Adidas', 'Olympikus', 'Mormaii', 'Santino', 'Colcci'],
    models: ['Urban', 'Classic', 'Trail #', 'Street', 'Voyager', 'Essential'],
    features: [
      'Material leve e resistente|Light, durable material',
      'Vários tamanhos disponíveis|Several sizes available',
      'Costuras reforçadas|Reinforced seams',
      'Acabamento de qualidade|Quality finish',
      'Ideal para viagens|Great for travel',
      'Conforto para o dia a dia|Comfortable for everyday wear',
      'Ótimo custo-benefício|Great value for money',
    ],
    about: [
      'Estilo e conforto para o dia a dia e para as viagens.|Style and comfort for everyday wear and for travel.',
      'Combina com vários looks e estações do ano.|Goes with many outfits and seasons.',
    ],
    price: [39.9, 1999],
    colour: '#db2777',
  },
  sports: {
    nouns: {
      'Bicicleta|Bicycle': ['Aro 29 com 21 Marchas|29-inch 21-Speed', 'Elétrica|Electric'],
      'Barraca de Camping|Camping Tent': ['para 4 Pessoas|4-Person', 'Impermeável|Waterproof'],
      'Bola de Futebol|Soccer Ball': ['Oficial|Official', 'de Campo|Field'],
      'Kit de Halteres|Dumbbell Set': ['Ajustável 20 kg|20 kg Adjustable'],
      'Tapete de Yoga|Yoga Mat': ['Antiderrapante|Non-Slip', 'Extra Grosso|Extra-Thick'],
      'Relógio Esportivo|Sports Watch': ['com GPS|GPS', 'com Monitor Cardíaco|Heart-Rate'],
    },
    brands: ['Quechua', 'Speedo', 'Wilson', 'Penalty', 'Kikos', 'Caloi', 'Garmin'],
    models: ['Trail #', 'Pro #', 'Sport #0', 'Elite', 'Active', 'Summit'],
    features: [
      'Estrutura resistente|Sturdy frame',
      'Leve e fácil de transportar|Light and easy to carry',
      'Ideal para iniciantes|Great for beginners',
      'Ótimo custo-benefício|Great value for money',
      'Resistente à água|Water resistant',
      'Acompanha bolsa de transporte|Carry bag included',
      'Garantia contra defeitos de fabricação|Warranty against manufacturing defects',
    ],
    about: [
      'Para treinar, competir ou só sair da rotina ao ar livre.|For training, competing or simply getting outdoors.',
      'Equipamento durável para quem leva o esporte a sério.|Durable gear for people who take sport seriously.',
    ],
    price: [29.9, 6999],
    colour: '#ea580c',
  },
  'pet-shop': {
    nouns: {
      'Ração para Cães|Dog Food': ['Adultos 15 kg|Adult 15 kg', 'Filhotes 3 kg|Puppy 3 kg'],
      'Ração para Gatos|Cat Food': ['Castrados 10 kg|Neutered 10 kg', 'Filhotes 1 kg|Kitten 1 kg'],
      'Cama para Pet|Pet Bed': ['Lavável|Washable', 'Ortopédica|Orthopedic'],
      'Arranhador para Gatos|Cat Scratcher': ['com Torre|Tower'],
      'Coleira|Collar': ['Antipulgas|Flea and Tick', 'Ajustável|Adjustable'],
      'Comedouro Automático|Automatic Feeder': ['Programável|Programmable'],
    },
    brands: ['Pedigree', 'Whiskas', 'Golden', 'Premier', 'Royal Canin', 'Chalesco'],
    models: ['Premium', 'Original', 'Select', 'Natural', 'Pro'],
    features: [
      'Qualidade premium|Premium quality',
      'Aprovado pelos pets|Pet approved',
      'Fácil de higienizar|Easy to clean',
      'Material atóxico|Non-toxic material',
      'Indicado por veterinários|Vet recommended',
      'Tamanho ideal para pets de pequeno e médio porte|Sized for small and medium pets',
    ],
    about: [
      'Cuidado e conforto para cães e gatos de todas as idades.|Care and comfort for dogs and cats of all ages.',
      'Um item que facilita a rotina de quem tem pet em casa.|Makes life easier for anyone with a pet at home.',
    ],
    price: [19.9, 899],
    colour: '#ca8a04',
  },
  books: {
    nouns: { 'Livro|Book': [], 'E-book|E-book': [], 'Box|Box Set': [], 'Livro de Bolso|Paperback': [] },
    topics: [
      'Guia Prático de Finanças Pessoais|A Practical Guide to Personal Finance',
      'Introdução à Programação com Python|Introduction to Programming with Python',
      'Histórias do Brasil Colonial|Stories of Colonial Brazil',
      'O Poder dos Hábitos Simples|The Power of Simple Habits',
      'Receitas da Cozinha Mineira|Recipes from Minas Gerais',
      'Mitologia Nórdica Ilustrada|Illustrated Norse Mythology',
      'Liderança em Tempos de Mudança|Leadership in Times of Change',
      'Clássicos da Literatura Brasileira|Classics of Brazilian Literature',
      'Astronomia para Curiosos|Astronomy for the Curious',
      'Mistério na Avenida Paulista|Mystery on Avenida Paulista',
    ],
    brands: ['Sextante', 'Intrínseca', 'Companhia das Letras', 'Rocco', 'Novatec', 'Alta Books'],
    models: [],
    features: [
      'Edição revisada e ampliada|Revised and expanded edition',
      'Mais de 300 páginas|Over 300 pages',
      'Leitura leve e envolvente|A light, engaging read',
      'Ótima opção para presentear|A great gift',
      'Autor best-seller|Best-selling author',
      'Ilustrações coloridas|Color illustrations',
    ],
    about: [
      'Uma leitura para aprender algo novo ou simplesmente se divertir.|A read to learn something new or simply to enjoy.',
      'Título bem avaliado pelos leitores brasileiros.|A title well rated by Brazilian readers.',
    ],
    price: [19.9, 399],
    colour: '#9333ea',
  },
  courses: {
    nouns: { 'Curso Online|Online Course': [], 'Formação|Learning Path': [], 'Bootcamp|Bootcamp': [], 'Workshop|Workshop': [] },
    topics: [
      'Excel do Básico ao Avançado|Excel from Beginner to Advanced',
      'Python para Análise de Dados|Python for Data Analysis',
      'Inglês para Viagens|English for Travel',
      'Fotografia com Celular|Smartphone Photography',
      'Marketing Digital para Pequenos Negócios|Digital Marketing for Small Businesses',
      'Desenvolvimento Web com JavaScript|Web Development with JavaScript',
      'Confeitaria Profissional|Professional Pastry Making',
      'Finanças e Investimentos|Finance and Investing',
      'Design Gráfico no Canva|Graphic Design in Canva',
      'Violão para Iniciantes|Guitar for Beginners',
    ],
    brands: ['Udemy', 'Alura', 'Coursera', 'Hotmart', 'Domestika', 'Descomplica'],
    models: [],
    features: [
      'Certificado de conclusão|Certificate of completion',
      'Acesso vitalício|Lifetime access',
      'Aulas em vídeo em português|Video lessons in Portuguese',
      'Exercícios práticos|Hands-on exercises',
      'Suporte do instrutor|Instructor support',
      'Estudo no seu ritmo|Learn at your own pace',
      'Material para download|Downloadable materials',
    ],
    about: [
      'Aprenda uma habilidade nova com aulas curtas e práticas.|Pick up a new skill with short, practical lessons.',
      'Conteúdo atualizado, pensado para quem está começando ou quer se aprofundar.|Up-to-date content for beginners and for people who want to go deeper.',
    ],
    price: [19.9, 1999],
    colour: '#0d9488',
  },
  games: {
    nouns: {
      'Console|Console': ['Edição Digital|Digital Edition', '1 TB|1 TB'],
      'Controle|Controller': ['Sem Fio|Wireless', 'Pro|Pro'],
      'Headset Gamer|Gaming Headset': ['7.1 Surround|7.1 Surround', 'Sem Fio|Wireless'],
      'Cadeira Gamer|Gaming Chair': ['Reclinável|Reclining', 'Ergonômica|Ergonomic'],
      'Volante|Racing Wheel': ['com Force Feedback|Force-Feedback'],
      'Jogo|Game': ['de Corrida|Racing', 'de Aventura|Adventure', 'de Futebol|Soccer'],
    },
    brands: ['Sony', 'Microsoft', 'Nintendo', 'Redragon', 'HyperX', '8BitDo', 'Logitech'],
    models: CODES,
    features: [
      'Baixa latência|Low latency',
      'Compatível com PC e consoles|Works with PC and consoles',
      'Iluminação RGB|RGB lighting',
      'Bateria recarregável|Rechargeable battery',
      'Ergonomia para longas partidas|Ergonomics for long sessions',
      'Diversão sozinho ou com amigos|Fun solo or with friends',
      'Garantia de 1 ano|1-year warranty',
    ],
    about: [
      'Para jogar com mais conforto, precisão e diversão.|For gaming with more comfort, precision and fun.',
      'Um upgrade que todo gamer nota logo na primeira partida.|An upgrade any gamer notices from the first match.',
    ],
    price: [49.9, 4999],
    colour: '#4f46e5',
  },
  beauty: {
    nouns: {
      'Secador de Cabelo|Hair Dryer': ['Profissional 2000 W|2000 W Professional', 'Iônico|Ionic'],
      'Prancha Alisadora|Hair Straightener': ['de Cerâmica|Ceramic', 'Bivolt|Dual-Voltage'],
      'Perfume|Perfume': ['Masculino 100 ml|Men’s 100 ml', 'Feminino 50 ml|Women’s 50 ml'],
      'Kit de Skincare|Skincare Kit': ['Hidratante|Moisturizing', 'Antissinais|Anti-Aging'],
      'Barbeador Elétrico|Electric Shaver': ["à Prova d'Água|Waterproof", 'Recarregável|Rechargeable'],
      'Protetor Solar|Sunscreen': ['FPS 50|SPF 50', 'Facial FPS 30|SPF 30 Face'],
    },
    brands: ['L’Oréal', 'Natura', 'O Boticário', 'Nivea', 'Philips', 'Taiff', 'Salon Line'],
    models: ['Classic', 'Intense', 'Sport', 'Essence', 'Pro #'],
    features: [
      'Dermatologicamente testado|Dermatologically tested',
      'Não testado em animais|Not tested on animals',
      'Embalagem prática|Handy packaging',
      'Ideal para uso diário|Great for daily use',
      'Resultado profissional|Professional results',
      'Ótimo custo-benefício|Great value for money',
      'Textura leve|Light texture',
    ],
    about: [
      'Cuidados de beleza com qualidade de salão, em casa.|Salon-quality beauty care at home.',
      'Um favorito de quem gosta de se cuidar.|A favorite for anyone who likes to look after themselves.',
    ],
    price: [19.9, 1299],
    colour: '#e11d48',
  },
  tools: {
    nouns: {
      'Furadeira de Impacto|Hammer Drill': ['700 W|700 W', 'Profissional|Professional'],
      'Parafusadeira|Cordless Screwdriver': ['a Bateria 12 V|12 V', 'Compacta|Compact'],
      'Jogo de Chaves|Tool Set': ['com 40 Peças|40-Piece', 'de Fenda e Philips|Screwdriver'],
      'Serra Circular|Circular Saw': ['1400 W|1400 W', 'Compacta|Compact'],
      'Lavadora de Alta Pressão|Pressure Washer': ['1800 PSI|1800 PSI', 'Compacta|Compact'],
      'Trena a Laser|Laser Distance Meter': ['40 m|40 m'],
    },
    brands: ['Bosch', 'Makita', 'DeWalt', 'Black+Decker', 'Tramontina', 'Vonder', 'Stanley'],
    models: CODES,
    features: [
      'Motor potente|Powerful motor',
      'Empunhadura emborrachada|Rubber grip',
      'Maleta para transporte|Carry case included',
      'Alta durabilidade|Built to last',
      'Velocidade variável|Variable speed',
      'Uso profissional e doméstico|For professional and home use',
      'Garantia de 1 ano|1-year warranty',
    ],
    about: [
      'Ferramenta robusta para reformas, reparos e projetos de fim de semana.|A sturdy tool for renovations, repairs and weekend projects.',
      'Precisão e segurança para o trabalho pesado.|Precision and safety for heavy work.',
    ],
    price: [29.9, 2999],
    colour: '#475569',
  },
  toys: {
    nouns: {
      'Blocos de Montar|Building Blocks': ['com 500 Peças|500-Piece', 'Cidade|City'],
      'Boneca|Doll': ['Articulada|Poseable', 'com Acessórios|Deluxe'],
      'Jogo de Tabuleiro|Board Game': ['Família|Family', 'de Estratégia|Strategy'],
      'Carrinho de Controle Remoto|Remote Control Car': ['4x4|4x4', 'Recarregável|Rechargeable'],
      'Quebra-Cabeça|Jigsaw Puzzle': ['1000 Peças|1000-Piece', 'Infantil 100 Peças|Kids 100-Piece'],
      'Pelúcia|Plush Toy': ['Gigante|Giant', 'Macia|Soft'],
    },
    brands: ['Lego', 'Estrela', 'Mattel', 'Hasbro', 'Grow', 'Xalingo'],
    models: ['Max', 'Fun #', 'Kids', 'Junior', 'Mega'],
    features: [
      'Estimula a criatividade|Sparks creativity',
      'Peças grandes e seguras|Large, safe pieces',
      'Para crianças a partir de 6 anos|For ages 6 and up',
      'Diversão para toda a família|Fun for the whole family',
      'Certificado pelo Inmetro|Inmetro certified',
      'Embalagem para presente|Gift-ready packaging',
      'Material atóxico|Non-toxic material',
    ],
    about: [
      'Brincadeira garantida e longe das telas.|Guaranteed fun, away from screens.',
      'Um presente que agrada crianças e adultos.|A gift that pleases children and adults alike.',
    ],
    price: [19.9, 1499],
    colour: '#f59e0b',
  },
};

const TECH: CategoryKey[] = ['electronics', 'computers', 'mobiles', 'games', 'tools'];

/**
 * Categories a specialist store sells, by its name in src/config/merchants.ts; stores not listed here
 * sell every category. Keeps the synthetic catalog plausible (no dog food at KaBuM!).
 */
export const SPECIALIST_CATEGORIES: Readonly<Record<string, readonly CategoryKey[]>> = {
  'KaBuM!': TECH,
  Netshoes: ['fashion-travel', 'sports'],
  Petz: ['pet-shop'],
  Udemy: ['courses'],
  Hotmart: ['courses', 'books'],
  'Leroy Merlin': ['home-garden', 'tools'],
  'Época Cosméticos': ['beauty'],
};

/** Coupon code stems; a discount number is appended. */
export const COUPON_STEMS = ['PROMO', 'OFERTA', 'DESCONTO', 'TOP', 'CUPOM', 'FRETE'];
