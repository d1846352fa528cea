import type { SeedArticle } from './types';

/**
 * Demo content: food, travel and career articles.
 * Coverage notes: two trending articles, one travel advertorial with partner CTAs, one draft,
 * one article in English only and one in English, Spanish and Chinese only.
 */

const AFFILIATE_NOTE = {
  en: 'We may earn a commission if you book through this link.',
  es: 'Podemos recibir una comisión si reservas a través de este enlace.',
  ar: 'قد نحصل على عمولة إذا حجزت عبر هذا الرابط.',
  fr: 'Nous pouvons percevoir une commission si vous réservez via ce lien.',
  zh: '如果你通过此链接预订，我们可能会获得佣金。',
} as const;

const weeknightMealPrep: SeedArticle = {
  key: 'weeknight-meal-prep-in-one-sunday-hour',
  category: 'food',
  author: 'maya-chen',
  read_time: 6,
  trending: true,
  is_advertorial: false,
  published: true,
  published_at: '2026-01-14T08:30:00.000Z',
  views: 18420,
  tips: [
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '4/5', price_range: '$' },
    { rating: '5/5', price_range: '$' },
    { rating: '4/5', price_range: '$$' },
    { rating: '4/5', price_range: '$30-$80' },
  ],
  translations: {
    en: {
      slug: 'weeknight-meal-prep-in-one-sunday-hour',
      title: 'Weeknight Meal Prep in One Sunday Hour',
      excerpt:
        "You don't need a whole afternoon and twenty containers. One focused hour on Sunday can cover the slowest parts of four weeknight dinners.",
      tips: [
        {
          title: 'Prep components, not full meals',
          description:
            'Cook a pot of grains, roast two trays of vegetables and make one sauce, then combine them differently each night. Finished meals get boring by Wednesday, while components turn into tacos, grain bowls or fried rice.',
          tip: "Pick one neutral grain and one bold sauce, and let the sauce change each dinner's personality.",
        },
        {
          title: 'Start with whatever takes longest',
          description:
            'Turn the oven on and get the grains simmering before you touch a knife. While they cook, wash greens and mix dressings, so the hour never sits idle.',
          tip: 'Write your prep order on a sticky note; good sequencing saves more time than fast knife skills.',
        },
        {
          title: 'Roast two trays at once',
          description:
            'Sheet-pan vegetables such as broccoli, squash and peppers keep well for four days. Cut them to the same size so both trays finish together at 220°C.',
          tip: 'Slightly undersalt roasted vegetables, because you will season them again when you reheat them.',
        },
        {
          title: 'Make one sauce that does three jobs',
          description:
            'A jar of herby yogurt, peanut-lime or tahini dressing can be a dip on Monday, a marinade on Tuesday and a noodle sauce on Thursday. Most keep for five days in the fridge.',
          tip: 'Thin the sauce with a splash of water just before each use rather than making it runny from the start.',
        },
        {
          title: 'Cook proteins two ways',
          description:
            'Bake a tray of chicken thighs or tofu and hard-boil six eggs in the same hour. Two different textures stop the week from tasting like the same leftovers.',
          tip: 'Save fish for the night you cook it; reheated fish rarely tastes as good as it did fresh.',
        },
        {
          title: "Store food in the order you'll eat it",
          description:
            "Put Monday's ingredients at the front of the fridge and anything that keeps longer at the back. Clear glass containers let you see what is left without opening everything.",
          tip: 'Label lids with the day you cooked, not the day you plan to eat.',
        },
      ],
    },
    es: {
      slug: 'preparar-cenas-entre-semana-en-una-hora-el-domingo',
      title: 'Prepara las cenas de la semana en una hora el domingo',
      excerpt:
        'No hace falta pasar la tarde entera en la cocina ni llenar veinte táperes. Una hora bien aprovechada el domingo resuelve lo más lento de cuatro cenas entre semana.',
      tips: [
        {
          title: 'Prepara componentes, no platos completos',
          description:
            'Cocina una olla de cereal, asa dos bandejas de verduras y prepara una salsa; luego combínalos de forma distinta cada noche. Los platos cerrados aburren el miércoles, mientras que los componentes se convierten en tacos, bowls o arroz frito.',
          tip: 'Elige un cereal neutro y una salsa con carácter: será la salsa la que cambie la personalidad de cada cena.',
        },
        {
          title: 'Empieza por lo que más tarda',
          description:
            'Enciende el horno y pon el cereal al fuego antes de coger el cuchillo. Mientras se cocina, lava las hojas verdes y mezcla los aliños, y así la hora nunca se queda parada.',
          tip: 'Apunta el orden de trabajo en un pósit: organizarse bien ahorra más tiempo que cortar deprisa.',
        },
        {
          title: 'Asa dos bandejas a la vez',
          description:
            'Las verduras al horno, como el brócoli, la calabaza o los pimientos, aguantan bien cuatro días. Córtalas del mismo tamaño para que las dos bandejas estén listas a la vez a 220 °C.',
          tip: 'Quédate un poco corto de sal al asarlas, porque volverás a sazonarlas al recalentarlas.',
        },
        {
          title: 'Una salsa que sirva para tres cosas',
          description:
            'Un tarro de yogur con hierbas, salsa de cacahuete y lima o aliño de tahini puede ser un dip el lunes, un adobo el martes y la salsa de unos fideos el jueves. La mayoría aguanta cinco días en la nevera.',
          tip: 'Aligera la salsa con un chorrito de agua justo antes de usarla, en lugar de dejarla líquida desde el principio.',
        },
        {
          title: 'Cocina la proteína de dos maneras',
          description:
            'Hornea una bandeja de contramuslos de pollo o de tofu y cuece seis huevos en la misma hora. Dos texturas distintas evitan que la semana sepa a las mismas sobras.',
          tip: 'Deja el pescado para la noche en que lo cocines: recalentado rara vez está tan bueno como recién hecho.',
        },
        {
          title: 'Guarda la comida en el orden en que vas a comerla',
          description:
            'Coloca lo del lunes en la parte delantera de la nevera y lo que aguanta más, al fondo. Los recipientes de vidrio transparente te dejan ver lo que queda sin tener que abrirlos uno a uno.',
          tip: 'Escribe en la tapa el día en que cocinaste, no el día en que piensas comértelo.',
        },
      ],
    },
    ar: {
      slug: 'تحضير-عشاء-الأسبوع-في-ساعة-يوم-الأحد',
      title: 'حضّر وجبات عشاء الأسبوع في ساعة واحدة يوم الأحد',
      excerpt:
        'لا تحتاج إلى قضاء فترة ما بعد الظهر كاملة في المطبخ ولا إلى عشرين علبة حفظ. ساعة واحدة مركّزة يوم الأحد تكفي لإنجاز أبطأ مراحل أربع وجبات عشاء خلال الأسبوع.',
      tips: [
        {
          title: 'حضّر المكوّنات لا الأطباق الكاملة',
          description:
            'اطهُ قدرًا من الحبوب، واشوِ صينيتين من الخضار، وحضّر صلصة واحدة، ثم اجمع بينها بطريقة مختلفة كل مساء. الأطباق الجاهزة تصبح مملّة بحلول الأربعاء، أما المكوّنات فتتحوّل إلى تاكو أو أطباق حبوب أو أرز مقلي.',
          tip: 'اختر حبوبًا محايدة الطعم وصلصة قوية النكهة، ودع الصلصة تمنح كل عشاء طابعه الخاص.',
        },
        {
          title: 'ابدأ بما يستغرق وقتًا أطول',
          description:
            'شغّل الفرن وضع الحبوب على النار قبل أن تمسك السكين. وبينما تنضج، اغسل الخضار الورقية واخلط الصلصات، فلا تضيع دقيقة من الساعة.',
          tip: 'اكتب ترتيب الخطوات على ورقة لاصقة؛ فحسن الترتيب يوفّر وقتًا أكثر من سرعة التقطيع.',
        },
        {
          title: 'اشوِ صينيتين في وقت واحد',
          description:
            'الخضار المشوية مثل البروكلي والقرع والفلفل تبقى جيدة لأربعة أيام. قطّعها بأحجام متساوية حتى تنضج الصينيتان معًا على حرارة 220 درجة مئوية.',
          tip: 'قلّل الملح قليلًا عند الشوي، لأنك ستتبّلها مجددًا عند التسخين.',
        },
        {
          title: 'صلصة واحدة لثلاث مهام',
          description:
            'برطمان من اللبن بالأعشاب أو صلصة الفول السوداني والليم أو صلصة الطحينة يصلح غموسًا يوم الاثنين، وتتبيلة يوم الثلاثاء، وصلصة للنودلز يوم الخميس. ومعظمها يبقى خمسة أيام في الثلاجة.',
          tip: 'خفّف الصلصة برشّة ماء قبل كل استخدام بدلًا من تحضيرها سائلة من البداية.',
        },
        {
          title: 'اطهُ البروتين بطريقتين',
          description:
            'اخبز صينية من أفخاذ الدجاج أو التوفو، واسلق ست بيضات في الساعة نفسها. فوجود قوامين مختلفين يمنع وجبات الأسبوع من أن تبدو بقايا طعام مكرّرة.',
          tip: 'احتفظ بالسمك لليلة التي تطهوه فيها، فنادرًا ما يكون طعمه بعد التسخين كطعمه طازجًا.',
        },
        {
          title: 'رتّب الثلاجة حسب ترتيب الأكل',
          description:
            'ضع مكوّنات يوم الاثنين في مقدّمة الثلاجة، وما يدوم أطول في الخلف. وتتيح لك العلب الزجاجية الشفافة رؤية ما تبقّى دون فتحها كلها.',
          tip: 'اكتب على الغطاء يوم الطهي، لا اليوم الذي تنوي أن تأكله فيه.',
        },
      ],
    },
    fr: {
      slug: 'preparer-les-diners-de-la-semaine-en-une-heure-le-dimanche',
      title: 'Préparer les dîners de la semaine en une heure le dimanche',
      excerpt:
        'Inutile d’y passer l’après-midi ni d’aligner vingt boîtes. Une heure bien menée le dimanche suffit à avancer le plus long de quatre dîners de semaine.',
      tips: [
        {
          title: 'Préparer des éléments, pas des plats complets',
          description:
            'Faites cuire une casserole de céréales, rôtissez deux plaques de légumes et préparez une sauce, puis combinez-les différemment chaque soir. Les plats tout faits lassent dès le mercredi, alors que les éléments se transforment en tacos, en bols composés ou en riz sauté.',
          tip: 'Choisissez une céréale neutre et une sauce de caractère : c’est la sauce qui donnera sa personnalité à chaque dîner.',
        },
        {
          title: 'Commencer par ce qui prend le plus de temps',
          description:
            'Allumez le four et lancez la cuisson des céréales avant même de sortir un couteau. Pendant ce temps, lavez les salades et préparez les vinaigrettes : l’heure ne connaît aucun temps mort.',
          tip: 'Notez l’ordre des étapes sur un post-it ; bien s’organiser fait gagner plus de temps que couper vite.',
        },
        {
          title: 'Rôtir deux plaques en même temps',
          description:
            'Les légumes rôtis, comme le brocoli, la courge ou les poivrons, se conservent quatre jours sans souci. Coupez-les à la même taille pour que les deux plaques soient prêtes ensemble à 220 °C.',
          tip: 'Salez un peu moins que d’habitude, car vous assaisonnerez de nouveau au moment de réchauffer.',
        },
        {
          title: 'Une sauce, trois usages',
          description:
            'Un bocal de yaourt aux herbes, de sauce cacahuète-citron vert ou de sauce au tahini fait office de trempette le lundi, de marinade le mardi et de sauce pour nouilles le jeudi. La plupart se gardent cinq jours au réfrigérateur.',
          tip: 'Détendez la sauce avec un filet d’eau juste avant de la servir plutôt que de la rendre trop liquide dès le départ.',
        },
        {
          title: 'Cuisiner les protéines de deux façons',
          description:
            'Enfournez une plaque de hauts de cuisse de poulet ou de tofu et faites durcir six œufs dans la même heure. Deux textures différentes évitent que la semaine ait un goût de restes à répétition.',
          tip: 'Gardez le poisson pour le soir où vous le cuisinez : réchauffé, il perd presque toujours de sa superbe.',
        },
        {
          title: 'Ranger dans l’ordre où vous mangerez',
          description:
            'Placez les ingrédients du lundi à l’avant du réfrigérateur et ce qui se conserve plus longtemps au fond. Des boîtes en verre transparent permettent de voir ce qui reste sans tout ouvrir.',
          tip: 'Inscrivez sur le couvercle le jour de la préparation, pas celui où vous comptez manger le plat.',
        },
      ],
    },
    zh: {
      slug: '周日一小时备好一周晚餐',
      title: '周日一小时，备好一周晚餐',
      excerpt:
        '不必耗上一整个下午，也不用摆满二十个饭盒。周日专心一小时，就能把四顿工作日晚餐最费时的部分提前搞定。',
      tips: [
        {
          title: '备半成品，而不是整道菜',
          description:
            '煮一锅杂粮饭，烤两盘蔬菜，再调一种酱汁，每晚换个组合。成品菜到周三就吃腻了，半成品却能变成塔可、能量碗或炒饭。',
          tip: '选一种味道中性的主食和一种味道鲜明的酱汁，让酱汁决定每晚的风味。',
        },
        {
          title: '先做最耗时的步骤',
          description:
            '动刀之前，先预热烤箱、把杂粮饭煮上。等待的时间里洗菜、调酱，这一小时就不会有空档。',
          tip: '把步骤顺序写在便利贴上，安排得当比刀工快更省时间。',
        },
        {
          title: '两盘蔬菜同时烤',
          description:
            '西兰花、南瓜、彩椒等烤蔬菜冷藏可以放四天。切成大小一致的块，两盘在220°C下就能同时出炉。',
          tip: '烤的时候盐少放一点，因为加热时还会再调味。',
        },
        {
          title: '一种酱汁，三种用法',
          description:
            '一罐香草酸奶酱、青柠花生酱或芝麻酱，周一当蘸酱，周二当腌料，周四拿来拌面。大多数酱汁冷藏能放五天。',
          tip: '每次用之前加一点水调稀，不要一开始就调得太稀。',
        },
        {
          title: '蛋白质做两种',
          description:
            '同一个小时里烤一盘鸡腿肉或豆腐，再煮六个鸡蛋。两种不同的口感，能让一周的饭菜吃起来不像剩菜。',
          tip: '鱼留到当天现做，加热过的鱼很少能像刚出锅时那么好吃。',
        },
        {
          title: '按吃的顺序摆放',
          description:
            '周一要吃的放在冰箱最前面，耐放的放到后面。透明玻璃保鲜盒不用一个个打开，就能看清还剩什么。',
          tip: '在盒盖上写烹饪日期，而不是打算吃的日期。',
        },
      ],
    },
  },
};

const pantryStaples: SeedArticle = {
  key: 'pantry-staples-that-rescue-weeknight-dinners',
  category: 'food',
  author: 'amira-haddad',
  read_time: 5,
  trending: false,
  is_advertorial: false,
  published: true,
  published_at: '2026-03-02T07:00:00.000Z',
  views: 9310,
  tips: [
    { rating: '4.5/5', price_range: '$' },
    { rating: '5/5', price_range: '$$' },
    { rating: '4/5', price_range: '$' },
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '5/5', price_range: '$' },
    { rating: '4/5', price_range: 'Free' },
  ],
  translations: {
    en: {
      slug: 'pantry-staples-that-rescue-weeknight-dinners',
      title: 'The Pantry That Saves Dinner',
      excerpt:
        "A well-stocked shelf turns 'there's nothing to eat' into a proper meal in twenty minutes. These are the staples worth keeping, and how to use them.",
      tips: [
        {
          title: 'Keep three kinds of tinned beans',
          description:
            'Chickpeas, white beans and black beans cover most cuisines, from a quick curry to soup or tacos. Rinse them well and crisp them in a hot pan for texture.',
          tip: 'Save the liquid from a tin of chickpeas; a few spoonfuls make pasta sauces silkier.',
        },
        {
          title: 'Build a flavour shelf',
          description:
            'Miso, harissa, anchovies, capers and a good chilli crisp add depth to plain ingredients in seconds. Once opened, most of them last for months in the fridge.',
          tip: 'If a dish tastes flat, add acid or salt before reaching for another spice.',
        },
        {
          title: 'Stock a grain that cooks fast',
          description:
            'Couscous is ready in five minutes with nothing but boiling water, and bulgur and thin rice noodles are almost as quick. Keep one on hand for nights when rice feels too slow.',
          tip: 'Soak couscous in stock instead of water, and stir in a knob of butter before fluffing it.',
        },
        {
          title: 'Freeze the things that go off',
          description:
            'Ginger, sliced bread, cooked rice and chopped herbs in oil all freeze well. Grate frozen ginger straight into the pan without peeling it.',
          tip: 'Freeze food in flat bags so portions thaw in minutes and stack neatly.',
        },
        {
          title: 'Always have eggs and a tin of tomatoes',
          description:
            'Together they make shakshuka, a quick egg curry or tomato fried rice with almost nothing else. Both keep for weeks, which makes them the backbone of an emergency dinner.',
          tip: 'Simmer tinned tomatoes for at least ten minutes to lose their metallic edge.',
        },
        {
          title: 'Rotate what you buy',
          description:
            'Put new tins and jars behind the older ones so nothing expires at the back. A quick look every month tells you what to use up before your next shop.',
          tip: "Plan one 'pantry night' a week and cook only from what is on the shelf.",
        },
      ],
    },
    es: {
      slug: 'despensa-basica-que-salva-la-cena',
      title: 'La despensa que salva la cena',
      excerpt:
        'Una buena despensa convierte el «no hay nada para comer» en una cena de verdad en veinte minutos. Estos son los básicos que merece la pena tener y cómo sacarles partido.',
      tips: [
        {
          title: 'Ten tres tipos de legumbres en conserva',
          description:
            'Garbanzos, alubias blancas y frijoles negros sirven para casi cualquier cocina, desde un curri rápido hasta una sopa o unos tacos. Acláralos bien y dóralos en una sartén caliente para que queden crujientes.',
          tip: 'Guarda el líquido de los garbanzos: unas cucharadas dejan las salsas de pasta mucho más sedosas.',
        },
        {
          title: 'Monta una balda de sabores',
          description:
            'El miso, la harissa, las anchoas, las alcaparras y un buen aceite de chile crujiente dan profundidad a ingredientes sencillos en segundos. Una vez abiertos, la mayoría dura meses en la nevera.',
          tip: 'Si un plato sabe plano, añade ácido o sal antes de buscar otra especia.',
        },
        {
          title: 'Ten a mano un cereal de cocción rápida',
          description:
            'El cuscús está listo en cinco minutos solo con agua hirviendo, y el bulgur y los fideos de arroz finos son casi igual de rápidos. Ten siempre uno a mano para las noches en que el arroz se hace eterno.',
          tip: 'Hidrata el cuscús con caldo en lugar de agua y añade una nuez de mantequilla antes de soltarlo con el tenedor.',
        },
        {
          title: 'Congela lo que se estropea',
          description:
            'El jengibre, el pan de molde, el arroz cocido y las hierbas picadas en aceite se congelan de maravilla. Ralla el jengibre congelado directamente sobre la sartén, sin pelarlo.',
          tip: 'Congela en bolsas planas: las raciones se descongelan en minutos y se apilan sin ocupar espacio.',
        },
        {
          title: 'Que nunca falten huevos ni tomate en lata',
          description:
            'Juntos dan para una shakshuka, un curri de huevo rápido o un arroz frito con tomate casi sin nada más. Ambos aguantan semanas y son la base de cualquier cena de emergencia.',
          tip: 'Cocina el tomate en lata al menos diez minutos para quitarle el regusto metálico.',
        },
        {
          title: 'Rota lo que compras',
          description:
            'Coloca las latas y los tarros nuevos detrás de los antiguos para que nada caduque al fondo. Un vistazo rápido cada mes te dice qué gastar antes de la próxima compra.',
          tip: 'Reserva una «noche de despensa» a la semana y cocina solo con lo que tienes en la balda.',
        },
      ],
    },
    ar: {
      slug: 'مؤونة-المطبخ-التي-تنقذ-العشاء',
      title: 'مؤونة المطبخ التي تنقذ العشاء',
      excerpt:
        'رفّ مؤونة جيد التجهيز يحوّل عبارة «لا يوجد ما نأكله» إلى وجبة حقيقية في عشرين دقيقة. إليك الأساسيات التي تستحق مكانًا في مطبخك وطريقة الاستفادة منها.',
      tips: [
        {
          title: 'احتفظ بثلاثة أنواع من البقوليات المعلّبة',
          description:
            'الحمّص والفاصوليا البيضاء والفاصوليا السوداء تناسب معظم المطابخ، من الكاري السريع إلى الحساء أو التاكو. اشطفها جيدًا ثم حمّرها في مقلاة ساخنة لتكتسب قوامًا مقرمشًا.',
          tip: 'لا ترمِ ماء الحمّص المعلّب، فبضع ملاعق منه تجعل صلصات المعكرونة أكثر نعومة.',
        },
        {
          title: 'خصّص رفًّا للنكهات',
          description:
            'الميسو والهريسة والأنشوفة والقبّار وزيت الفلفل الحار المقرمش تمنح المكوّنات البسيطة عمقًا في ثوانٍ. ومعظمها يدوم أشهرًا في الثلاجة بعد فتحه.',
          tip: 'إذا بدا الطبق باهتًا، فأضف الحموضة أو الملح قبل أن تلجأ إلى بهار جديد.',
        },
        {
          title: 'احتفظ بحبوب سريعة الطهي',
          description:
            'الكسكس يجهز في خمس دقائق بالماء المغلي وحده، والبرغل وشعيرية الأرز الرفيعة لا تقلّ عنه سرعة تقريبًا. أبقِ أحدها في متناول يدك لليالي التي يبدو فيها الأرز بطيئًا جدًا.',
          tip: 'انقع الكسكس في المرق بدل الماء، وأضف قطعة صغيرة من الزبدة قبل تفكيكه بالشوكة.',
        },
        {
          title: 'جمّد ما يفسد بسرعة',
          description:
            'الزنجبيل وخبز التوست والأرز المطبوخ والأعشاب المفرومة في الزيت كلها تتحمّل التجميد جيدًا. ابشر الزنجبيل المجمّد مباشرة في المقلاة دون تقشيره.',
          tip: 'جمّد الطعام في أكياس مسطّحة، فتذوب الحصص في دقائق وتُرصّ بسهولة.',
        },
        {
          title: 'لا تستغنِ عن البيض وعلبة الطماطم',
          description:
            'معًا يصنعان شكشوكة أو كاري بيض سريعًا أو أرزًا مقليًا بالطماطم دون الحاجة إلى الكثير غيرهما. وكلاهما يدوم أسابيع، لذا فهما أساس أي عشاء طارئ.',
          tip: 'اطهُ الطماطم المعلّبة عشر دقائق على الأقل لتتخلّص من طعمها المعدني.',
        },
        {
          title: 'دوّر مشترياتك',
          description:
            'ضع العلب والبرطمانات الجديدة خلف القديمة حتى لا ينتهي شيء منسيًّا في آخر الرف. ونظرة سريعة كل شهر تخبرك بما يجب استهلاكه قبل التسوّق القادم.',
          tip: 'خصّص «ليلة المؤونة» مرة في الأسبوع، تطبخ فيها مما على الرف فقط.',
        },
      ],
    },
    fr: {
      slug: 'garde-manger-qui-sauve-le-diner',
      title: 'Le garde-manger qui sauve le dîner',
      excerpt:
        'Des placards bien garnis transforment le « il n’y a rien à manger » en vrai repas en vingt minutes. Voici les essentiels à avoir sous la main, et comment les utiliser.',
      tips: [
        {
          title: 'Trois sortes de légumineuses en conserve',
          description:
            'Pois chiches, haricots blancs et haricots noirs couvrent la plupart des cuisines, du curry express à la soupe en passant par les tacos. Rincez-les bien, puis faites-les dorer dans une poêle très chaude pour leur donner du croquant.',
          tip: 'Gardez le jus des pois chiches : quelques cuillerées rendent les sauces pour pâtes bien plus onctueuses.',
        },
        {
          title: 'Une étagère dédiée aux saveurs',
          description:
            'Miso, harissa, anchois, câpres et une bonne huile pimentée croustillante relèvent des ingrédients tout simples en quelques secondes. Une fois ouverts, la plupart se gardent des mois au réfrigérateur.',
          tip: 'Si un plat manque de relief, ajoutez de l’acidité ou du sel avant de sortir une épice de plus.',
        },
        {
          title: 'Une céréale qui cuit en un clin d’œil',
          description:
            'La semoule est prête en cinq minutes avec de l’eau bouillante, et le boulgour ou les fines nouilles de riz sont presque aussi rapides. Ayez-en toujours une sous la main pour les soirs où le riz paraît interminable.',
          tip: 'Faites gonfler la semoule dans du bouillon plutôt que dans de l’eau, et ajoutez une noisette de beurre avant de l’égrener.',
        },
        {
          title: 'Congeler ce qui s’abîme vite',
          description:
            'Gingembre, pain de mie, riz cuit et herbes hachées dans l’huile supportent très bien la congélation. Râpez le gingembre congelé directement dans la poêle, sans même l’éplucher.',
          tip: 'Congelez à plat dans des sachets : les portions décongèlent en quelques minutes et s’empilent facilement.',
        },
        {
          title: 'Toujours des œufs et une boîte de tomates',
          description:
            'Ensemble, ils donnent une chakchouka, un curry d’œufs express ou un riz sauté à la tomate avec presque rien d’autre. Les deux se conservent des semaines et forment la base de tout dîner de secours.',
          tip: 'Laissez mijoter les tomates en conserve au moins dix minutes pour effacer leur goût métallique.',
        },
        {
          title: 'Faire tourner les stocks',
          description:
            'Rangez les boîtes et bocaux neufs derrière les anciens pour que rien ne se périme au fond du placard. Un coup d’œil chaque mois suffit à savoir quoi utiliser avant les prochaines courses.',
          tip: 'Prévoyez un « soir placard » par semaine, où vous cuisinez uniquement avec vos réserves.',
        },
      ],
    },
    zh: {
      slug: '能救急的厨房储物柜',
      title: '能救急的厨房储物柜',
      excerpt:
        '储物柜备得好，「家里没东西吃」也能在二十分钟内变成一顿像样的晚餐。下面这些常备食材值得囤，用法也一并告诉你。',
      tips: [
        {
          title: '常备三种豆类罐头',
          description:
            '鹰嘴豆、白芸豆和黑豆几乎适合所有菜系，快手咖喱、汤或塔可都用得上。冲洗干净后放进热锅煎一下，口感会更酥脆。',
          tip: '鹰嘴豆罐头里的汁水别倒掉，加几勺进意面酱，口感会更顺滑。',
        },
        {
          title: '留一层专放调味品',
          description:
            '味噌、哈里萨辣酱、凤尾鱼、刺山柑和一瓶好吃的香脆辣油，几秒钟就能让普通食材变得有层次。开封后大多能在冰箱里放好几个月。',
          tip: '菜吃起来寡淡时，先加点酸或盐，再考虑加别的香料。',
        },
        {
          title: '备一种快熟的主食',
          description:
            '北非小米只需开水泡五分钟就能吃，碎干小麦和细米粉也差不多快。家里常备一种，嫌煮饭太慢的晚上就能派上用场。',
          tip: '用高汤代替清水泡北非小米，拌散前加一小块黄油。',
        },
        {
          title: '容易坏的就冷冻',
          description:
            '生姜、吐司、熟米饭和用油封好的碎香草都很适合冷冻。冻姜不用去皮，直接擦成末下锅即可。',
          tip: '用密封袋摊平冷冻，几分钟就能解冻，叠放也整齐。',
        },
        {
          title: '鸡蛋和番茄罐头不能断',
          description:
            '两样东西凑在一起，几乎不需要别的食材，就能做出北非蛋、快手鸡蛋咖喱或番茄炒饭。两者都能放好几周，是应急晚餐的底气。',
          tip: '番茄罐头至少煮十分钟，才能去掉那股金属味。',
        },
        {
          title: '先进先出',
          description:
            '新买的罐头和瓶装货放在旧的后面，免得有东西在角落里过期。每个月快速检查一遍，就知道下次采购前该先用掉什么。',
          tip: '每周安排一个「储物柜之夜」，只用架子上的存货做饭。',
        },
      ],
    },
  },
};

/** English only: exercises the missing-translation fallback. */
const seasonalVegetables: SeedArticle = {
  key: 'cooking-with-seasonal-vegetables-all-year',
  category: 'food',
  author: 'maya-chen',
  read_time: 5,
  trending: false,
  is_advertorial: false,
  published: true,
  published_at: '2026-05-19T09:15:00.000Z',
  views: 4275,
  tips: [
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: '$$' },
    { rating: '5/5', price_range: '$' },
    { rating: '4/5', price_range: '$' },
    { rating: '4/5', price_range: '$' },
  ],
  translations: {
    en: {
      slug: 'cooking-with-seasonal-vegetables-all-year',
      title: 'Cooking with Seasonal Vegetables, All Year Round',
      excerpt:
        'Vegetables in season taste better, cost less and need far less work in the kitchen. Here is how to shop and cook with the calendar instead of against it.',
      tips: [
        {
          title: 'Let the market write the menu',
          description:
            'Decide what to cook after you see what is abundant, not before you leave home. A pile of cheap courgettes or leeks is the clearest sign that something is at its peak.',
          tip: 'Ask a stallholder what they are eating this week; the answer is usually the best buy.',
        },
        {
          title: 'Do less to spring vegetables',
          description:
            'Asparagus, peas and young broad beans need only a minute in boiling salted water, then butter and lemon. Long cooking dulls their sweetness and turns them grey.',
          tip: 'Cook fresh peas the day you buy them, before their sugar turns to starch.',
        },
        {
          title: 'Salt summer tomatoes early',
          description:
            'Slice ripe tomatoes, salt them and leave them for fifteen minutes before dressing. The juices they release become the base of the dressing itself.',
          tip: 'Never refrigerate a ripe tomato; the cold flattens its aroma within a day.',
        },
        {
          title: 'Roast autumn roots hard',
          description:
            'Squash, carrots and parsnips want a hot oven, plenty of space on the tray and enough oil to coat every piece. Crowded trays steam the vegetables instead of caramelising them.',
          tip: 'Preheat the empty tray so the vegetables sizzle the moment they land.',
        },
        {
          title: 'Braise winter greens slowly',
          description:
            'Kale, chard and cabbage soften beautifully with garlic, a splash of stock and a lid for twenty minutes. A squeeze of lemon at the end brightens the whole pot.',
          tip: 'Start chard stems first and add the leaves only for the last five minutes.',
        },
      ],
    },
  },
};

/** English, Spanish and Chinese only. */
const betterCoffee: SeedArticle = {
  key: 'better-coffee-at-home-without-new-gear',
  category: 'food',
  author: 'amira-haddad',
  read_time: 4,
  trending: false,
  is_advertorial: false,
  published: true,
  published_at: '2026-09-08T06:45:00.000Z',
  views: 6890,
  tips: [
    { rating: '5/5', price_range: '$$' },
    { rating: '4.5/5', price_range: '$' },
    { rating: '4/5', price_range: 'Free' },
    { rating: '4/5', price_range: '$' },
    { rating: '4/5', price_range: 'Free' },
  ],
  translations: {
    en: {
      slug: 'better-coffee-at-home-without-new-gear',
      title: 'Better Coffee at Home Without Buying New Gear',
      excerpt:
        'Most disappointing home coffee comes down to beans, water and ratio, not equipment. Five small changes make the machine you already own taste far better.',
      tips: [
        {
          title: 'Buy beans with a roast date',
          description:
            'Coffee tastes best between one and four weeks after roasting, so look for a roast date, not just a best-before. Buy a bag you can finish within a month.',
          tip: 'Keep beans in the bag they came in, away from light, and never in the fridge.',
        },
        {
          title: 'Weigh instead of scooping',
          description:
            'A scoop can vary by 30 percent depending on the roast and the grind. Start at 60 grams of coffee per litre of water and adjust from there.',
          tip: 'If the cup tastes sour, grind finer; if it tastes bitter, grind coarser.',
        },
        {
          title: 'Use better water',
          description:
            'Coffee is about 98 percent water, so chlorine or very hard water shows up in the cup. A basic filter jug or a bottled water with moderate minerals often fixes a flat, chalky taste.',
          tip: 'Let the water rest for thirty seconds off the boil; around 94°C extracts sweetness without scorching.',
        },
        {
          title: 'Clean the machine properly',
          description:
            'Old coffee oils build up in baskets, carafes and steam wands, and they taste rancid. Rinse after every use and descale once a month if you live in a hard-water area.',
          tip: 'If your coffee suddenly tastes stale, clean the machine before you blame the beans.',
        },
        {
          title: 'Warm the cup',
          description:
            'A cold mug can knock ten degrees off a small coffee in seconds. Fill it with hot water while you brew, then empty it just before pouring.',
          tip: 'Taste your coffee again as it cools; good beans reveal their sweetness at lower temperatures.',
        },
      ],
    },
    es: {
      slug: 'mejor-cafe-en-casa-sin-comprar-nada-nuevo',
      title: 'Mejor café en casa sin comprar nada nuevo',
      excerpt:
        'La mayoría de los cafés decepcionantes que se preparan en casa fallan por el grano, el agua o la proporción, no por la cafetera. Cinco pequeños cambios harán que la que ya tienes dé un café mucho mejor.',
      tips: [
        {
          title: 'Compra café con fecha de tueste',
          description:
            'El café está en su mejor momento entre una y cuatro semanas después del tueste, así que busca esa fecha y no solo la de consumo preferente. Compra bolsas que puedas terminar en un mes.',
          tip: 'Guarda el grano en su propia bolsa, lejos de la luz, y nunca en la nevera.',
        },
        {
          title: 'Pesa en lugar de usar el cacito',
          description:
            'Un cacito puede variar hasta un 30 % según el tueste y la molienda. Empieza con 60 gramos de café por litro de agua y ajusta a partir de ahí.',
          tip: 'Si la taza sabe ácida, muele más fino; si sabe amarga, más grueso.',
        },
        {
          title: 'Usa mejor agua',
          description:
            'El café es agua en un 98 %, así que el cloro o la cal se notan en la taza. Una jarra con filtro o un agua embotellada de mineralización media suelen corregir ese sabor plano y terroso.',
          tip: 'Deja reposar el agua treinta segundos después de hervir: a unos 94 °C extrae el dulzor sin quemar el café.',
        },
        {
          title: 'Limpia bien la cafetera',
          description:
            'Los aceites del café se acumulan en filtros, jarras y vaporizadores, y acaban sabiendo a rancio. Enjuaga tras cada uso y descalcifica una vez al mes si vives en una zona de agua dura.',
          tip: 'Si de repente el café sabe a viejo, limpia la cafetera antes de echarle la culpa al grano.',
        },
        {
          title: 'Calienta la taza',
          description:
            'Una taza fría puede restarle diez grados a un café pequeño en cuestión de segundos. Llénala de agua caliente mientras preparas el café y vacíala justo antes de servir.',
          tip: 'Vuelve a probar el café cuando se temple: un buen grano muestra su dulzor a menor temperatura.',
        },
      ],
    },
    zh: {
      slug: '不添器材在家冲出好咖啡',
      title: '不添新器材，在家也能喝到好咖啡',
      excerpt:
        '家里的咖啡不好喝，问题多半出在豆子、水和粉水比上，而不是机器。做好五个小调整，你手头的咖啡机也能冲出好得多的咖啡。',
      tips: [
        {
          title: '买标有烘焙日期的豆子',
          description:
            '咖啡豆在烘焙后一到四周风味最佳，所以要看烘焙日期，而不只是保质期。每次只买一个月内能喝完的量。',
          tip: '豆子就放在原包装袋里，避光保存，千万别放冰箱。',
        },
        {
          title: '用秤称，不用勺舀',
          description:
            '同样一勺，因烘焙度和研磨度不同，分量可能相差三成。可以先按每升水60克咖啡粉来冲，再慢慢调整。',
          tip: '喝起来发酸就磨细一点，发苦就磨粗一点。',
        },
        {
          title: '换更好的水',
          description:
            '一杯咖啡约98%是水，水里的氯味和水垢都喝得出来。一个普通的滤水壶，或矿物质含量适中的瓶装水，往往就能解决寡淡、发涩的问题。',
          tip: '水烧开后静置三十秒，约94°C时既能萃取出甜感，又不会烫焦咖啡。',
        },
        {
          title: '把机器彻底洗干净',
          description:
            '咖啡油脂会积在滤碗、咖啡壶和蒸汽棒上，时间久了会有一股哈喇味。每次用完都要冲洗，水质硬的地区每月除一次垢。',
          tip: '咖啡突然有股陈味时，先清洗机器，再怀疑豆子。',
        },
        {
          title: '先温杯',
          description:
            '一只凉杯子几秒钟就能让一小杯咖啡降温十度。冲煮时先往杯里倒热水，倒咖啡前再倒掉。',
          tip: '咖啡放凉一些再尝一口，好豆子在温度降低后会透出甜味。',
        },
      ],
    },
  },
};

const carryOnPacking: SeedArticle = {
  key: 'carry-on-only-packing-for-a-two-week-trip',
  category: 'travel',
  author: 'claire-dubois',
  read_time: 7,
  trending: true,
  is_advertorial: false,
  published: true,
  published_at: '2026-02-10T10:00:00.000Z',
  views: 21350,
  tips: [
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '5/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: '$' },
    { rating: '4/5', price_range: 'Free' },
    { rating: '4/5', price_range: '$30-$80' },
    { rating: '4.5/5', price_range: '$' },
    { rating: '4/5', price_range: 'Free' },
  ],
  translations: {
    en: {
      slug: 'carry-on-only-packing-for-a-two-week-trip',
      title: 'Carry-On Only: How to Pack for Two Weeks',
      excerpt:
        'Travelling with one small bag means no waiting at the carousel and no lost luggage. The trick is a tight colour palette and a laundry plan, not ever tighter rolling.',
      tips: [
        {
          title: 'Check the strictest airline first',
          description:
            'Cabin limits vary widely, and some budget carriers allow only 7 kilograms or a bag that fits under the seat. Pack for the tightest rule on your itinerary, including any regional connections.',
          tip: 'Weigh your packed bag at home with a luggage scale; a bathroom scale works in a pinch.',
        },
        {
          title: 'Build outfits around two colours',
          description:
            'Choose a base such as navy or black plus one accent, and make sure every top works with every bottom. Five tops and two bottoms give you ten outfits.',
          tip: 'Lay everything out on the bed before packing, then take away a third of it.',
        },
        {
          title: 'Pack for one week and do laundry',
          description:
            'Plan a sink wash or a trip to a launderette halfway through. Merino and synthetic fabrics dry overnight, while cotton jeans can take two days.',
          tip: 'A travel-sized bar of laundry soap takes up none of your liquids allowance and lasts for months.',
        },
        {
          title: 'Wear your bulkiest items on the plane',
          description:
            'Boots, a jacket and your warmest layer can fill half a bag. Wear them through the airport and stow the jacket overhead once you board.',
          tip: 'A jacket with deep inside pockets can hold a book, a charger and your passport.',
        },
        {
          title: 'Compress with packing cubes',
          description:
            'Cubes keep categories separate and squeeze out air, which makes the most of awkward bag shapes. Use one for tops, one for bottoms and a small one for underwear.',
          tip: 'Roll soft knitwear but fold shirts, which wrinkle less when they lie flat.',
        },
        {
          title: 'Rethink your toiletries',
          description:
            'Most airports still limit liquids to 100-millilitre containers in one clear bag. Solid shampoo, toothpaste tablets and stick sunscreen free up that space for whatever truly must be liquid.',
          tip: 'If you need a big bottle of sunscreen, buy it at your destination; it costs less than checking a bag.',
        },
        {
          title: 'Leave room for the trip home',
          description:
            'Fill your bag to about 80 percent on the way out so there is space for a few souvenirs. If you still overflow, post bulky purchases home or bring a foldable tote for the return flight.',
          tip: 'Choose souvenirs you can eat or use up, such as spices, tea or soap.',
        },
      ],
    },
    es: {
      slug: 'maleta-de-mano-para-dos-semanas-de-viaje',
      title: 'Solo equipaje de mano: cómo hacer la maleta para dos semanas',
      excerpt:
        'Viajar con una sola maleta pequeña significa no esperar en la cinta ni perder el equipaje. El secreto está en una paleta de colores reducida y un plan para la colada, no en enrollar la ropa cada vez más apretada.',
      tips: [
        {
          title: 'Consulta primero la aerolínea más estricta',
          description:
            'Los límites de cabina varían mucho, y algunas aerolíneas de bajo coste solo permiten 7 kilos o un bulto que quepa bajo el asiento. Haz la maleta según la norma más estricta de tu itinerario, incluidas las conexiones regionales.',
          tip: 'Pesa la maleta ya hecha en casa con una báscula de equipaje; si no tienes, sirve la del baño.',
        },
        {
          title: 'Combina la ropa en torno a dos colores',
          description:
            'Elige una base, como el azul marino o el negro, y un color de acento, y comprueba que cada prenda de arriba combine con cada prenda de abajo. Cinco partes de arriba y dos de abajo dan para diez conjuntos.',
          tip: 'Extiende toda la ropa sobre la cama antes de guardarla y luego quita un tercio.',
        },
        {
          title: 'Lleva ropa para una semana y haz la colada',
          description:
            'Planea lavar a mano en el lavabo o pasar por una lavandería a mitad de viaje. La lana merina y los tejidos sintéticos se secan en una noche, mientras que unos vaqueros pueden tardar dos días.',
          tip: 'Una pastilla de jabón para la ropa no cuenta como líquido y dura meses.',
        },
        {
          title: 'Ponte lo más voluminoso para volar',
          description:
            'Las botas, la chaqueta y la prenda más abrigada ocupan media maleta. Llévalas puestas por el aeropuerto y guarda la chaqueta en el compartimento superior al embarcar.',
          tip: 'Una chaqueta con bolsillos interiores amplios puede llevar un libro, un cargador y el pasaporte.',
        },
        {
          title: 'Comprime con organizadores',
          description:
            'Los cubos organizadores separan la ropa por categorías y sacan el aire, así que aprovechas al máximo las formas incómodas de la maleta. Usa uno para las prendas de arriba, otro para las de abajo y uno pequeño para la ropa interior.',
          tip: 'Enrolla los jerséis de punto, pero dobla las camisas: se arrugan menos en plano.',
        },
        {
          title: 'Replantea el neceser',
          description:
            'La mayoría de los aeropuertos sigue limitando los líquidos a envases de 100 mililitros dentro de una bolsa transparente. El champú sólido, la pasta de dientes en pastillas y el protector solar en barra dejan ese espacio para lo que de verdad tiene que ser líquido.',
          tip: 'Si necesitas un bote grande de protector solar, cómpralo en destino: sale más barato que facturar.',
        },
        {
          title: 'Deja sitio para la vuelta',
          description:
            'Llena la maleta a un 80 % a la ida para tener hueco para algunos recuerdos. Si aun así te falta sitio, envía por correo las compras voluminosas o lleva una bolsa plegable para el vuelo de regreso.',
          tip: 'Elige recuerdos que se coman o se gasten, como especias, té o jabón.',
        },
      ],
    },
    ar: {
      slug: 'السفر-بحقيبة-اليد-فقط-لأسبوعين',
      title: 'حقيبة اليد فقط: كيف تحزم أمتعتك لأسبوعين',
      excerpt:
        'السفر بحقيبة صغيرة واحدة يعني ألّا تنتظر عند سير الأمتعة وألّا تفقد حقيبتك. والسرّ في لوحة ألوان محدودة وخطة لغسل الملابس، لا في لفّ الثياب بإحكام أكبر.',
      tips: [
        {
          title: 'تحقّق أولًا من أشدّ شركات الطيران صرامة',
          description:
            'تختلف قيود أمتعة المقصورة كثيرًا، وقد لا تسمح بعض الشركات منخفضة التكلفة إلا بسبعة كيلوغرامات أو بحقيبة تتّسع تحت المقعد. احزم أمتعتك وفق أشدّ القواعد في رحلتك، بما في ذلك الرحلات الإقليمية الموصلة.',
          tip: 'زِن حقيبتك بعد تجهيزها في البيت بميزان أمتعة، أو بميزان الحمّام إن لم يتوفّر.',
        },
        {
          title: 'نسّق ملابسك حول لونين',
          description:
            'اختر لونًا أساسيًا مثل الكحلي أو الأسود ولونًا مكمّلًا واحدًا، وتأكّد من أن كل قطعة علوية تناسب كل قطعة سفلية. خمس قطع علوية وقطعتان سفليتان تمنحانك عشر إطلالات.',
          tip: 'افرد كل شيء على السرير قبل الحزم، ثم استبعد ثلثه.',
        },
        {
          title: 'احزم ملابس أسبوع واغسلها',
          description:
            'خطّط لغسل الملابس في المغسلة أو لزيارة مغسلة عامة في منتصف الرحلة. صوف المارينو والأقمشة الصناعية تجفّ في ليلة واحدة، أما الجينز القطني فقد يحتاج إلى يومين.',
          tip: 'قطعة صابون صغيرة للغسيل لا تُحسب من السوائل وتدوم أشهرًا.',
        },
        {
          title: 'ارتدِ أضخم قطعك في الطائرة',
          description:
            'الأحذية الطويلة والسترة وأدفأ طبقة لديك قد تشغل نصف الحقيبة. ارتدها في المطار، وضع السترة في الخزانة العلوية بعد الصعود إلى الطائرة.',
          tip: 'السترة ذات الجيوب الداخلية العميقة تتّسع لكتاب وشاحن وجواز سفرك.',
        },
        {
          title: 'اضغط ملابسك بمكعّبات التنظيم',
          description:
            'تفصل المكعّبات بين أصناف الملابس وتطرد الهواء منها، فتستفيد من كل زاوية في الحقيبة. خصّص واحدًا للقطع العلوية، وآخر للسفلية، وثالثًا صغيرًا للملابس الداخلية.',
          tip: 'لُفّ الملابس الصوفية الناعمة، واطوِ القمصان لأنها تتجعّد أقلّ وهي مسطّحة.',
        },
        {
          title: 'أعد التفكير في أدوات العناية',
          description:
            'لا تزال معظم المطارات تحصر السوائل في عبوات سعتها 100 مليلتر داخل كيس شفاف واحد. الشامبو الصلب وأقراص معجون الأسنان وواقي الشمس على شكل قلم توفّر تلك المساحة لما يجب أن يبقى سائلًا فعلًا.',
          tip: 'إن احتجت إلى عبوة كبيرة من واقي الشمس فاشترها في وجهتك، فهذا أرخص من شحن حقيبة.',
        },
        {
          title: 'اترك مساحة لرحلة العودة',
          description:
            'املأ الحقيبة إلى نحو 80% في رحلة الذهاب لتتّسع لبعض التذكارات. وإن فاضت رغم ذلك، فأرسل المشتريات الكبيرة بالبريد أو خذ حقيبة قماشية قابلة للطيّ لرحلة العودة.',
          tip: 'اختر تذكارات تؤكل أو تُستهلك، مثل التوابل أو الشاي أو الصابون.',
        },
      ],
    },
    fr: {
      slug: 'voyager-en-bagage-cabine-pendant-deux-semaines',
      title: 'Bagage cabine uniquement : comment faire sa valise pour deux semaines',
      excerpt:
        'Voyager avec un seul petit bagage, c’est ne plus attendre au tapis ni perdre sa valise. Le secret tient à une palette de couleurs resserrée et à un plan pour la lessive, pas à l’art de rouler ses vêtements toujours plus serré.',
      tips: [
        {
          title: 'Vérifier d’abord la compagnie la plus stricte',
          description:
            'Les règles en cabine varient beaucoup, et certaines compagnies à bas coût n’autorisent que 7 kilos ou un sac qui tient sous le siège. Préparez votre bagage selon la règle la plus stricte de votre itinéraire, correspondances régionales comprises.',
          tip: 'Pesez votre sac bouclé chez vous avec un pèse-bagage ; à défaut, un pèse-personne fait l’affaire.',
        },
        {
          title: 'Composer ses tenues autour de deux couleurs',
          description:
            'Choisissez une base, marine ou noir par exemple, et une couleur d’accent, en vérifiant que chaque haut s’accorde avec chaque bas. Cinq hauts et deux bas donnent dix tenues.',
          tip: 'Étalez tout sur le lit avant de remplir la valise, puis retirez-en un tiers.',
        },
        {
          title: 'Prévoir une semaine de vêtements et faire une lessive',
          description:
            'Planifiez une lessive au lavabo ou un passage à la laverie à mi-parcours. La laine mérinos et les matières synthétiques sèchent en une nuit, alors qu’un jean en coton peut mettre deux jours.',
          tip: 'Un pain de savon pour le linge ne compte pas comme un liquide et dure des mois.',
        },
        {
          title: 'Porter ses pièces les plus encombrantes dans l’avion',
          description:
            'Les bottes, la veste et la couche la plus chaude occupent facilement la moitié d’un sac. Portez-les à l’aéroport et rangez la veste dans le coffre à bagages une fois à bord.',
          tip: 'Une veste avec de grandes poches intérieures peut accueillir un livre, un chargeur et votre passeport.',
        },
        {
          title: 'Compresser grâce aux cubes de rangement',
          description:
            'Les cubes séparent les catégories et chassent l’air, ce qui permet d’exploiter au mieux les formes peu pratiques d’un sac. Prévoyez-en un pour les hauts, un pour les bas et un petit pour les sous-vêtements.',
          tip: 'Roulez les mailles souples, mais pliez les chemises, qui se froissent moins à plat.',
        },
        {
          title: 'Repenser sa trousse de toilette',
          description:
            'La plupart des aéroports limitent toujours les liquides à des contenants de 100 millilitres dans un sachet transparent. Shampooing solide, dentifrice en pastilles et crème solaire en stick libèrent de la place pour ce qui doit vraiment rester liquide.',
          tip: 'Si vous avez besoin d’un grand flacon de crème solaire, achetez-le sur place : c’est moins cher qu’un bagage en soute.',
        },
        {
          title: 'Garder de la place pour le retour',
          description:
            'Remplissez votre sac à 80 % environ à l’aller pour pouvoir rapporter quelques souvenirs. Si tout ne rentre toujours pas, envoyez les achats volumineux par la poste ou prévoyez un sac pliable pour le vol retour.',
          tip: 'Choisissez des souvenirs qui se mangent ou s’utilisent, comme des épices, du thé ou du savon.',
        },
      ],
    },
    zh: {
      slug: '两周旅行只带登机箱',
      title: '只带登机箱：两周旅行怎么打包',
      excerpt:
        '只带一个小箱子出行，就不用在转盘前苦等，也不怕行李丢失。诀窍在于精简配色、安排好洗衣，而不是把衣服卷得更紧。',
      tips: [
        {
          title: '先查最严格的航空公司',
          description:
            '各家航司的手提行李规定差别很大，一些廉价航空只允许带7公斤，或只能带一个塞得进座位下方的包。按行程中最严格的规定打包，支线航班也要算进去。',
          tip: '在家用行李秤称一下打包好的箱子，实在没有，体重秤也能凑合。',
        },
        {
          title: '衣服只围绕两种颜色搭配',
          description:
            '选一个基础色，比如藏青或黑色，再加一个点缀色，确保每件上衣都能配每条裤子。五件上衣加两条裤子，就是十套搭配。',
          tip: '打包前把所有衣服摊在床上，然后拿掉三分之一。',
        },
        {
          title: '只带一周的衣服，中途洗一次',
          description:
            '计划在旅途过半时用洗手池手洗，或去一趟自助洗衣店。美利奴羊毛和化纤面料一夜就干，棉质牛仔裤可能要两天。',
          tip: '一块旅行装洗衣皂不算液体，还能用上好几个月。',
        },
        {
          title: '最占地方的穿在身上',
          description:
            '靴子、外套和最厚的那件衣服能占掉半个箱子。去机场时穿在身上，登机后再把外套放进行李架。',
          tip: '内袋够深的外套能装下一本书、一个充电器和护照。',
        },
        {
          title: '用收纳袋压缩空间',
          description:
            '收纳袋能把衣物分类，还能挤出空气，充分利用箱子里不规则的空间。上衣一个、裤子一个，内衣再用一个小的。',
          tip: '柔软的针织衫卷起来放，衬衫则要叠好，平放更不易起皱。',
        },
        {
          title: '重新规划洗漱用品',
          description:
            '多数机场仍规定液体须装在100毫升以内的容器中，并放进一个透明袋。洗发皂、牙膏片和棒状防晒霜，能把这部分空间留给真正只能是液体的东西。',
          tip: '需要大瓶防晒霜的话，到了目的地再买，比托运行李便宜。',
        },
        {
          title: '给回程留点空间',
          description:
            '去程时箱子只装八成满，回来时才有地方放纪念品。如果还是装不下，就把大件邮寄回家，或带一个可折叠的购物袋搭回程航班。',
          tip: '挑能吃掉或用掉的纪念品，比如香料、茶叶或香皂。',
        },
      ],
    },
  },
};

const jetLag: SeedArticle = {
  key: 'beating-jet-lag-on-long-haul-flights',
  category: 'travel',
  author: 'claire-dubois',
  read_time: 6,
  trending: false,
  is_advertorial: false,
  published: true,
  published_at: '2026-04-07T11:20:00.000Z',
  views: 12040,
  tips: [
    { rating: '4/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '5/5', price_range: 'Free' },
    {
      rating: '4/5',
      price_range: '$30-$80',
      cta: {
        link: 'https://www.example.com/layover-loft/airport-day-rooms',
        company_name: 'Layover Loft',
      },
    },
    { rating: '4/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: 'Free' },
  ],
  translations: {
    en: {
      slug: 'beating-jet-lag-on-long-haul-flights',
      title: 'Beating Jet Lag on Long-Haul Flights',
      excerpt:
        'Jet lag is mostly a light problem, not a sleep problem. Time your exposure to daylight well and you can feel like yourself again days sooner.',
      tips: [
        {
          title: 'Shift your schedule before you fly',
          description:
            "For the three days before departure, move bedtime and meals an hour towards your destination's time zone. Adjusting in small steps at home is easier than doing it all at once on arrival.",
          tip: 'Flying east, go to bed earlier; flying west, stay up a little later.',
        },
        {
          title: 'Reset your watch when you board',
          description:
            'Switch your phone and watch to destination time as soon as you board, and eat and sleep by that clock. Every decision on the plane then points in the same direction.',
          tip: "If it's night where you're going, skip the film and put on an eye mask.",
        },
        {
          title: 'Chase the right light',
          description:
            'Morning light helps you adjust after flying east, and evening light helps after flying west. Spend at least thirty minutes outdoors at the right time on each of your first two days.',
          tip: 'Wear sunglasses at the wrong time of day; avoiding light matters as much as getting it.',
        },
        {
          title: 'Rest properly on a long layover',
          description:
            'A layover of six hours or more is long enough for a shower and a real nap in a bed. Airport day rooms often cost less than a lounge pass and are far better for sleep.',
          tip: 'Set two alarms and keep the nap under ninety minutes so you wake between sleep cycles.',
          cta_text: 'Book an airport day room with Layover Loft',
          affiliate_note: AFFILIATE_NOTE.en,
        },
        {
          title: 'Go easy on caffeine and alcohol',
          description:
            'Alcohol fragments sleep at altitude, and coffee after midday local time can push your bedtime back by hours. Sip water steadily instead, roughly a glass for every waking hour.',
          tip: 'Have your first coffee at breakfast time in your destination, not whenever the crew offers it.',
        },
        {
          title: 'Stay up until a local bedtime',
          description:
            'On arrival day, aim to stay awake until at least 9 p.m. local time. If you must nap, keep it to twenty minutes and finish before 3 p.m.',
          tip: 'Plan a gentle walk for the afternoon you arrive; it is the hardest stretch to stay awake.',
        },
      ],
    },
    es: {
      slug: 'vencer-el-jet-lag-en-vuelos-de-largo-recorrido',
      title: 'Cómo vencer el jet lag en los vuelos de largo recorrido',
      excerpt:
        'El jet lag es, más que nada, un problema de luz, no de sueño. Si eliges bien cuándo exponerte a la luz del día, volverás a ser tú mismo varios días antes.',
      tips: [
        {
          title: 'Ajusta tu horario antes de volar',
          description:
            'Durante los tres días previos al viaje, desplaza una hora la hora de acostarte y de comer hacia el huso horario de destino. Es más fácil adaptarse poco a poco en casa que de golpe al llegar.',
          tip: 'Si vuelas hacia el este, acuéstate antes; si vuelas hacia el oeste, trasnocha un poco más.',
        },
        {
          title: 'Cambia la hora al embarcar',
          description:
            'Pon el móvil y el reloj en la hora de destino en cuanto embarques, y come y duerme según ese horario. Así, todas las decisiones a bordo apuntan en la misma dirección.',
          tip: 'Si en tu destino es de noche, olvídate de la película y ponte el antifaz.',
        },
        {
          title: 'Busca la luz adecuada',
          description:
            'La luz de la mañana ayuda a adaptarse tras volar hacia el este, y la del atardecer, tras volar hacia el oeste. Pasa al menos treinta minutos al aire libre a la hora adecuada durante los dos primeros días.',
          tip: 'Ponte gafas de sol en las horas equivocadas: evitar la luz importa tanto como recibirla.',
        },
        {
          title: 'Descansa de verdad en una escala larga',
          description:
            'Una escala de seis horas o más da para una ducha y una siesta en condiciones, en una cama. Las habitaciones por horas del aeropuerto suelen costar menos que una sala VIP y son mucho mejores para dormir.',
          tip: 'Pon dos alarmas y no pases de noventa minutos de siesta, para despertarte entre dos ciclos de sueño.',
          cta_text: 'Reserva una habitación por horas en el aeropuerto con Layover Loft',
          affiliate_note: AFFILIATE_NOTE.es,
        },
        {
          title: 'Modera la cafeína y el alcohol',
          description:
            'El alcohol fragmenta el sueño en altura, y el café después del mediodía, hora local, puede retrasar varias horas el momento de dormir. Bebe agua con regularidad, más o menos un vaso por cada hora que pases despierto.',
          tip: 'Tómate el primer café a la hora del desayuno en destino, no cuando te lo ofrezca la tripulación.',
        },
        {
          title: 'Aguanta hasta la hora local de acostarte',
          description:
            'El día de llegada, intenta no dormirte antes de las nueve de la noche, hora local. Si necesitas una siesta, que sea de veinte minutos y antes de las tres de la tarde.',
          tip: 'Planea un paseo tranquilo para la tarde de llegada: es el tramo en el que más cuesta mantenerse despierto.',
        },
      ],
    },
    ar: {
      slug: 'التغلب-على-إرهاق-فارق-التوقيت',
      title: 'كيف تتغلّب على إرهاق فارق التوقيت في الرحلات الطويلة',
      excerpt:
        'إرهاق فارق التوقيت مشكلة ضوء في الأساس، لا مشكلة نوم. وإذا أحسنت ضبط أوقات تعرّضك لضوء النهار، فستستعيد نشاطك قبل أيام مما تتوقّع.',
      tips: [
        {
          title: 'عدّل مواعيدك قبل السفر',
          description:
            'في الأيام الثلاثة التي تسبق الرحلة، قدّم أو أخّر موعد نومك ووجباتك ساعة واحدة نحو توقيت وجهتك. فالتكيّف بخطوات صغيرة في البيت أسهل من التكيّف دفعة واحدة عند الوصول.',
          tip: 'إن كنت مسافرًا شرقًا فنم مبكرًا، وإن كنت مسافرًا غربًا فاسهر قليلًا.',
        },
        {
          title: 'اضبط ساعتك عند الصعود إلى الطائرة',
          description:
            'حوّل هاتفك وساعتك إلى توقيت الوجهة فور صعودك إلى الطائرة، وكُل ونَم وفق ذلك التوقيت. بهذا تصبّ كل قراراتك على متن الطائرة في الاتجاه نفسه.',
          tip: 'إن كان الليل قد حلّ في وجهتك، فتخلَّ عن الفيلم وضع غطاء العينين.',
        },
        {
          title: 'اطلب الضوء المناسب',
          description:
            'ضوء الصباح يساعدك على التكيّف بعد السفر شرقًا، وضوء المساء يساعدك بعد السفر غربًا. اقضِ ثلاثين دقيقة على الأقل في الهواء الطلق في الوقت المناسب خلال يوميك الأولين.',
          tip: 'ارتدِ النظارة الشمسية في الأوقات غير المناسبة، فتجنّب الضوء لا يقلّ أهمية عن التعرّض له.',
        },
        {
          title: 'استرح جيدًا في التوقّف الطويل',
          description:
            'التوقّف لستّ ساعات أو أكثر يكفي لحمّام وقيلولة حقيقية في سرير. وغرف الاستراحة النهارية في المطارات غالبًا ما تكون أرخص من دخول صالات الانتظار، وأفضل منها بكثير للنوم.',
          tip: 'اضبط منبّهين ولا تتجاوز القيلولة تسعين دقيقة، حتى تستيقظ بين دورتَي نوم.',
          cta_text: 'احجز غرفة استراحة نهارية في المطار مع Layover Loft',
          affiliate_note: AFFILIATE_NOTE.ar,
        },
        {
          title: 'خفّف الكافيين والكحول',
          description:
            'الكحول يقطّع النوم على ارتفاعات الطيران، والقهوة بعد الظهر بالتوقيت المحلي قد تؤخّر موعد نومك ساعات. اشرب الماء بانتظام بدلًا منهما، بمعدّل كوب تقريبًا عن كل ساعة تقضيها مستيقظًا.',
          tip: 'اشرب قهوتك الأولى في موعد الإفطار بتوقيت وجهتك، لا حين يعرضها عليك طاقم الطائرة.',
        },
        {
          title: 'ابقَ مستيقظًا حتى موعد النوم المحلي',
          description:
            'في يوم الوصول، حاول ألّا تنام قبل التاسعة مساءً بالتوقيت المحلي. وإن اضطررت إلى قيلولة، فلتكن عشرين دقيقة فقط وقبل الثالثة عصرًا.',
          tip: 'خطّط لنزهة هادئة بعد ظهر يوم الوصول، فهي أصعب فترة لمقاومة النوم.',
        },
      ],
    },
    fr: {
      slug: 'vaincre-le-decalage-horaire-sur-les-vols-long-courriers',
      title: 'Vaincre le décalage horaire sur les vols long-courriers',
      excerpt:
        'Le décalage horaire est avant tout une affaire de lumière, pas de sommeil. En choisissant bien vos moments d’exposition au jour, vous retrouverez la forme plusieurs jours plus tôt.',
      tips: [
        {
          title: 'Décaler son rythme avant le départ',
          description:
            'Pendant les trois jours qui précèdent le vol, décalez d’une heure le coucher et les repas vers le fuseau de destination. Il est plus facile de s’adapter par petites étapes chez soi que d’un coup à l’arrivée.',
          tip: 'Vers l’est, couchez-vous plus tôt ; vers l’ouest, veillez un peu plus tard.',
        },
        {
          title: 'Régler sa montre à l’embarquement',
          description:
            'Passez votre téléphone et votre montre à l’heure de destination dès l’embarquement, puis mangez et dormez selon cette horloge. Ainsi, chaque décision à bord va dans le même sens.',
          tip: 'S’il fait nuit à destination, renoncez au film et mettez votre masque de nuit.',
        },
        {
          title: 'Aller chercher la bonne lumière',
          description:
            'La lumière du matin aide à s’adapter après un vol vers l’est, celle du soir après un vol vers l’ouest. Passez au moins trente minutes dehors au bon moment pendant vos deux premiers jours.',
          tip: 'Portez des lunettes de soleil aux mauvaises heures : éviter la lumière compte autant que s’y exposer.',
        },
        {
          title: 'Se reposer vraiment lors d’une longue escale',
          description:
            'Une escale de six heures ou plus laisse le temps de prendre une douche et de faire une vraie sieste dans un lit. Les chambres à la journée des aéroports coûtent souvent moins cher qu’un accès au salon et se prêtent bien mieux au sommeil.',
          tip: 'Réglez deux alarmes et limitez la sieste à quatre-vingt-dix minutes pour vous réveiller entre deux cycles.',
          cta_text: 'Réservez une chambre à la journée avec Layover Loft',
          affiliate_note: AFFILIATE_NOTE.fr,
        },
        {
          title: 'Lever le pied sur la caféine et l’alcool',
          description:
            'En altitude, l’alcool fragmente le sommeil, et un café pris après midi, heure locale, peut retarder le coucher de plusieurs heures. Buvez plutôt de l’eau régulièrement, environ un verre par heure d’éveil.',
          tip: 'Prenez votre premier café à l’heure du petit-déjeuner à destination, pas quand l’équipage vous le propose.',
        },
        {
          title: 'Tenir jusqu’à l’heure locale du coucher',
          description:
            'Le jour de l’arrivée, efforcez-vous de rester éveillé au moins jusqu’à 21 h, heure locale. Si une sieste s’impose, limitez-la à vingt minutes et terminez-la avant 15 h.',
          tip: 'Prévoyez une promenade tranquille l’après-midi de l’arrivée : c’est le moment où il est le plus dur de lutter contre le sommeil.',
        },
      ],
    },
    zh: {
      slug: '长途飞行如何倒时差',
      title: '长途飞行后，如何快速倒时差',
      excerpt:
        '时差说到底是光照问题，而不是睡眠问题。掌握好晒太阳的时机，你就能提前好几天恢复状态。',
      tips: [
        {
          title: '出发前就开始调整作息',
          description:
            '出发前三天，每天把睡觉和吃饭的时间朝目的地时区挪一小时。在家里一点点调整，比落地后一下子适应容易得多。',
          tip: '往东飞就早点睡，往西飞就稍微晚点睡。',
        },
        {
          title: '一登机就调时间',
          description:
            '登机后立刻把手机和手表调成目的地时间，按这个时间吃饭、睡觉。这样你在机上的每个决定都朝着同一个方向。',
          tip: '如果目的地正是夜里，就别看电影了，戴上眼罩睡觉。',
        },
        {
          title: '在对的时间晒太阳',
          description:
            '往东飞之后，早晨的阳光有助于调整；往西飞之后，傍晚的阳光更有帮助。落地后的头两天，每天在合适的时段到户外待至少三十分钟。',
          tip: '在不该见光的时段戴上墨镜，避光和晒太阳同样重要。',
        },
        {
          title: '长时间转机要好好休息',
          description:
            '六小时以上的转机，足够洗个澡，再在床上好好睡一觉。机场钟点房往往比贵宾休息室便宜，睡得也舒服得多。',
          tip: '定两个闹钟，小睡不超过九十分钟，这样能在两个睡眠周期之间醒来。',
          cta_text: '通过 Layover Loft 预订机场钟点房',
          affiliate_note: AFFILIATE_NOTE.zh,
        },
        {
          title: '少喝咖啡，少喝酒',
          description:
            '在高空，酒精会让睡眠断断续续；当地时间中午以后喝咖啡，可能让入睡推迟好几个小时。不如定时喝水，醒着的时候大约每小时一杯。',
          tip: '第一杯咖啡留到目的地的早餐时间再喝，而不是空乘递过来的时候。',
        },
        {
          title: '撑到当地的睡觉时间',
          description:
            '到达当天，尽量坚持到当地时间晚上九点以后再睡。实在要小睡，就在下午三点前睡二十分钟。',
          tip: '到达当天下午安排一次轻松的散步，那是最难保持清醒的时段。',
        },
      ],
    },
  },
};

/** Draft: never shown publicly. */
const localFoodTravel: SeedArticle = {
  key: 'finding-good-local-food-when-travelling',
  category: 'travel',
  author: 'claire-dubois',
  read_time: 5,
  trending: false,
  is_advertorial: false,
  published: false,
  published_at: '2026-11-10T08:00:00.000Z',
  views: 340,
  tips: [
    { rating: '4.5/5', price_range: '$' },
    { rating: '4/5', price_range: 'Free' },
    { rating: '5/5', price_range: '$' },
    { rating: '4.5/5', price_range: '$' },
    { rating: '4/5', price_range: 'Free' },
  ],
  translations: {
    en: {
      slug: 'finding-good-local-food-when-travelling',
      title: 'How to Find Good Food When You Travel',
      excerpt:
        'The best meals on a trip are rarely the ones with the most reviews. A few habits will lead you to the places where locals actually eat.',
      tips: [
        {
          title: 'Walk two streets away from the sights',
          description:
            'Restaurants facing a cathedral or main square pay high rents and rely on passing trade. Two or three blocks away, prices drop and menus start to reflect what locals eat.',
          tip: 'Be wary of menus printed in five languages with a photo of every dish.',
        },
        {
          title: 'Eat at local mealtimes',
          description:
            'In Spain lunch starts around 2 p.m., while in much of Asia the best stalls sell out by mid-morning. Arrive on the local clock and you get the freshest food and the real atmosphere.',
          tip: 'Find out when the lunchtime rush starts, then arrive fifteen minutes before it.',
        },
        {
          title: 'Follow the queue of workers',
          description:
            'A line of office workers or builders at lunchtime means good value and a fast turnover of fresh food. Tourists queue for famous names; locals queue for quality.',
          tip: 'Order whatever most of the people in front of you are ordering.',
        },
        {
          title: 'Visit the market first',
          description:
            'Covered markets show you what is in season and often hide tiny counters cooking with that very produce. They are also the cheapest way to taste regional specialities in small portions.',
          tip: 'Go in the morning, when the stalls are full and traders have time to chat.',
        },
        {
          title: 'Ask specific questions',
          description:
            "Instead of asking your hotel for 'a good restaurant', ask where staff would go for the best local dish on a weeknight. A precise question gets a personal answer rather than a tourist script.",
          tip: 'Ask a taxi driver or a shopkeeper where they had lunch today.',
        },
      ],
    },
    es: {
      slug: 'como-encontrar-buena-comida-local-de-viaje',
      title: 'Cómo encontrar buena comida cuando viajas',
      excerpt:
        'Las mejores comidas de un viaje rara vez son las que acumulan más reseñas. Unos cuantos hábitos te llevarán a los sitios donde de verdad come la gente del lugar.',
      tips: [
        {
          title: 'Aléjate dos calles de los monumentos',
          description:
            'Los restaurantes frente a la catedral o la plaza mayor pagan alquileres altos y viven del turista de paso. A dos o tres manzanas bajan los precios y las cartas empiezan a reflejar lo que come la gente de allí.',
          tip: 'Desconfía de las cartas en cinco idiomas con una foto de cada plato.',
        },
        {
          title: 'Come a la hora local',
          description:
            'En España se come a partir de las dos, mientras que en buena parte de Asia los mejores puestos se quedan sin género a media mañana. Si sigues el reloj local, comerás más fresco y con el ambiente de verdad.',
          tip: 'Averigua a qué hora empieza el jaleo del mediodía y llega quince minutos antes.',
        },
        {
          title: 'Sigue la cola de trabajadores',
          description:
            'Una fila de oficinistas u obreros a la hora de comer es sinónimo de buena relación calidad-precio y de comida que sale sin parar. Los turistas hacen cola por la fama; la gente del lugar, por la calidad.',
          tip: 'Pide lo mismo que pide la mayoría de la gente que tienes delante.',
        },
        {
          title: 'Empieza por el mercado',
          description:
            'Los mercados cubiertos te muestran qué es de temporada y suelen esconder barras diminutas que cocinan ese mismo producto. Además, son la forma más barata de probar especialidades regionales en raciones pequeñas.',
          tip: 'Ve por la mañana, cuando los puestos están llenos y los vendedores tienen tiempo para charlar.',
        },
        {
          title: 'Haz preguntas concretas',
          description:
            'En lugar de pedir en el hotel «un buen restaurante», pregunta adónde irían ellos un martes para comer el mejor plato típico. Una pregunta precisa obtiene una respuesta personal, no el discurso para turistas.',
          tip: 'Pregúntale a un taxista o a un tendero dónde ha comido hoy.',
        },
      ],
    },
    ar: {
      slug: 'كيف-تجد-طعاما-محليا-جيدا-في-السفر',
      title: 'كيف تجد طعامًا جيدًا في أسفارك',
      excerpt:
        'نادرًا ما تكون أفضل وجبات الرحلة هي الأكثر تقييمات على الإنترنت. بضع عادات بسيطة ستقودك إلى الأماكن التي يأكل فيها أهل البلد فعلًا.',
      tips: [
        {
          title: 'ابتعد شارعين عن المعالم السياحية',
          description:
            'المطاعم المطلّة على الكاتدرائية أو الساحة الرئيسية تدفع إيجارات مرتفعة وتعتمد على السيّاح العابرين. وعلى بُعد شارعين أو ثلاثة، تنخفض الأسعار وتبدأ قوائم الطعام في عكس ما يأكله السكان.',
          tip: 'احذر قوائم الطعام المترجمة إلى خمس لغات والمزوّدة بصورة لكل طبق.',
        },
        {
          title: 'كُل في مواعيد أهل البلد',
          description:
            'في إسبانيا يبدأ الغداء نحو الثانية ظهرًا، بينما تنفد أفضل الأكشاك في كثير من مدن آسيا منتصف الصباح. التزم بالساعة المحلية لتحصل على أطزج طعام وأصدق أجواء.',
          tip: 'اعرف متى تبدأ ذروة الغداء، ثم احضر قبلها بربع ساعة.',
        },
        {
          title: 'اتبع طابور العمّال',
          description:
            'طابور من الموظفين أو عمّال البناء وقت الغداء يعني سعرًا مناسبًا وطعامًا طازجًا يُجدَّد باستمرار. السيّاح يصطفّون من أجل الشهرة، وأهل البلد يصطفّون من أجل الجودة.',
          tip: 'اطلب ما يطلبه معظم من يقفون أمامك.',
        },
        {
          title: 'ابدأ بالسوق',
          description:
            'تكشف لك الأسواق المسقوفة ما هو في موسمه، وغالبًا ما تخبّئ أكشاكًا صغيرة تطهو المنتجات نفسها. وهي أيضًا أرخص طريقة لتذوّق الأطباق الإقليمية بحصص صغيرة.',
          tip: 'اذهب صباحًا، حين تكون البسطات ممتلئة ولدى الباعة وقت للحديث.',
        },
        {
          title: 'اطرح أسئلة محدّدة',
          description:
            'بدلًا من أن تسأل موظف الفندق عن «مطعم جيد»، اسأله أين يذهب هو في أمسية عادية ليأكل أفضل طبق محلي. فالسؤال الدقيق يأتيك بإجابة شخصية لا بكلام معدّ للسيّاح.',
          tip: 'اسأل سائق سيارة أجرة أو صاحب متجر أين تناول غداءه اليوم.',
        },
      ],
    },
    fr: {
      slug: 'bien-manger-en-voyage-comme-les-habitants',
      title: 'Comment bien manger en voyage',
      excerpt:
        'Les meilleurs repas d’un voyage sont rarement ceux qui cumulent le plus d’avis en ligne. Quelques réflexes suffisent pour trouver les adresses où mangent vraiment les habitants.',
      tips: [
        {
          title: 'S’éloigner de deux rues des monuments',
          description:
            'Les restaurants qui donnent sur la cathédrale ou la grand-place paient des loyers élevés et vivent des touristes de passage. À deux ou trois rues de là, les prix baissent et les cartes reflètent ce que mangent les gens du coin.',
          tip: 'Méfiez-vous des menus traduits en cinq langues avec une photo de chaque plat.',
        },
        {
          title: 'Manger à l’heure locale',
          description:
            'En Espagne, on déjeune à partir de 14 h, alors que dans une grande partie de l’Asie les meilleurs stands sont dévalisés dès le milieu de la matinée. Calez-vous sur l’horloge locale pour profiter des produits les plus frais et de la vraie ambiance.',
          tip: 'Renseignez-vous sur l’heure du coup de feu de midi et arrivez un quart d’heure avant.',
        },
        {
          title: 'Suivre la file des travailleurs',
          description:
            'Une file d’employés de bureau ou d’ouvriers à l’heure du déjeuner promet un bon rapport qualité-prix et une cuisine qui tourne vite. Les touristes font la queue pour la réputation, les habitants pour la qualité.',
          tip: 'Commandez ce que commandent la plupart des gens devant vous.',
        },
        {
          title: 'Commencer par le marché',
          description:
            'Les marchés couverts montrent ce qui est de saison et abritent souvent de minuscules comptoirs qui cuisinent ces mêmes produits. C’est aussi le moyen le moins cher de goûter aux spécialités régionales en petites portions.',
          tip: 'Allez-y le matin, quand les étals sont pleins et que les commerçants ont le temps de discuter.',
        },
        {
          title: 'Poser des questions précises',
          description:
            'Au lieu de demander à l’hôtel « un bon restaurant », demandez où le personnel irait un soir de semaine pour manger le meilleur plat local. Une question précise appelle une réponse personnelle plutôt qu’un discours pour touristes.',
          tip: 'Demandez à un chauffeur de taxi ou à un commerçant où il a déjeuné aujourd’hui.',
        },
      ],
    },
    zh: {
      slug: '旅行时如何找到地道美食',
      title: '旅行时，怎样找到真正好吃的',
      excerpt:
        '旅途中最好吃的一顿，很少是评论最多的那家。养成几个小习惯，就能找到当地人真正常去的馆子。',
      tips: [
        {
          title: '离景点远走两条街',
          description:
            '正对大教堂或中心广场的餐厅租金高，靠的是过路游客。往外走两三个街区，价格就降下来，菜单也开始像当地人平时吃的东西。',
          tip: '看到印着五种语言、每道菜都配照片的菜单，要多留个心眼。',
        },
        {
          title: '按当地的饭点吃饭',
          description:
            '在西班牙，午饭下午两点左右才开始；而在亚洲很多地方，最好的小摊上午过半就卖完了。跟着当地的时钟走，才能吃到最新鲜的食物，感受最真实的氛围。',
          tip: '先查清楚午市高峰几点开始，提前十五分钟到。',
        },
        {
          title: '跟着上班族排队',
          description:
            '午饭时间排着长队的上班族或工人，意味着价格实惠、翻台快、食材新鲜。游客为名气排队，当地人为味道排队。',
          tip: '前面大多数人点什么，你就点什么。',
        },
        {
          title: '先逛菜市场',
          description:
            '室内市场能告诉你当季有什么，里面还常藏着用这些食材现做的小档口。这也是花最少的钱、小份尝遍地方特色的好办法。',
          tip: '早上去最好，那时摊位货最全，摊主也有空聊天。',
        },
        {
          title: '问得具体一点',
          description:
            '别问酒店前台「有什么好餐厅」，而要问他们平日晚上想吃最地道的本地菜会去哪儿。问题越具体，得到的越是私人推荐，而不是应付游客的套话。',
          tip: '问问出租车司机或店主，今天午饭在哪儿吃的。',
        },
      ],
    },
  },
};

/** Advertorial produced with a partner; two tips carry partner CTAs. */
const firstSoloTrip: SeedArticle = {
  key: 'planning-your-first-solo-trip-abroad',
  category: 'travel',
  author: 'claire-dubois',
  read_time: 8,
  trending: false,
  is_advertorial: true,
  published: true,
  published_at: '2026-06-23T07:30:00.000Z',
  views: 7645,
  tips: [
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: 'Free' },
    {
      rating: '4/5',
      price_range: '$30-$80',
      cta: {
        link: 'https://www.example.com/nestpoint-stays/first-nights',
        company_name: 'Nestpoint Stays',
      },
    },
    { rating: '4/5', price_range: '$' },
    {
      rating: '5/5',
      price_range: '$',
      cta: {
        link: 'https://www.example.com/wayfarer-walks/small-group-city-walks',
        company_name: 'Wayfarer Walks',
      },
    },
    { rating: '4.5/5', price_range: 'Free' },
  ],
  translations: {
    en: {
      slug: 'planning-your-first-solo-trip-abroad',
      title: 'Your First Solo Trip Abroad, Planned Step by Step',
      excerpt:
        'Travelling alone for the first time feels far less daunting with a little structure. This guide, produced in partnership with Wayfarer Walks, covers where to go, where to stay and how to meet people along the way.',
      tips: [
        {
          title: 'Choose an easy first destination',
          description:
            'Pick a place with good public transport, a walkable centre and plenty of other travellers, such as Lisbon, Kyoto or Edinburgh. Save the remote, complicated trip for when you have built some confidence.',
          tip: 'A city you can explore on foot lets you change plans without depending on anyone.',
        },
        {
          title: 'Share your plan, not your location',
          description:
            'Send your itinerary and accommodation details to one trusted person at home and agree on a daily check-in time. Avoid posting where you are in real time until you have moved on.',
          tip: "Save your embassy's emergency number and your accommodation address offline on your phone.",
        },
        {
          title: 'Book the first two nights in advance',
          description:
            'Arriving tired in an unfamiliar city is no time to hunt for a room. A guesthouse with a staffed reception and a shared kitchen gives you both security and easy ways to meet people.',
          tip: 'Choose somewhere within a short walk of a metro or train station so a late arrival stays simple.',
          cta_text: 'Find a sociable guesthouse with Nestpoint Stays',
          affiliate_note: AFFILIATE_NOTE.en,
        },
        {
          title: 'Eat at the counter',
          description:
            "Bar seats, food halls and set-menu lunches make dining alone feel natural. You'll often end up chatting with the cook or the person beside you.",
          tip: 'Bring a small notebook to dinner; it gives your hands something to do and becomes your travel diary.',
        },
        {
          title: 'Join a walking tour on day one',
          description:
            'A small-group walking tour on your first morning shows you how the city fits together and gives you instant company. Guides are also an excellent source of restaurant tips.',
          tip: 'Ask the people on your tour about their evening plans; solo travellers often team up.',
          cta_text: 'Book a small-group walk with Wayfarer Walks',
          affiliate_note: AFFILIATE_NOTE.en,
        },
        {
          title: 'Plan some structure, but leave space',
          description:
            'Fix one activity a day, such as a museum, a cooking class or a day trip, and leave the rest open. Structure prevents lonely afternoons, while free time lets you accept invitations.',
          tip: 'Schedule your most sociable activity for day three, when the novelty of being alone usually wears off.',
        },
      ],
    },
    es: {
      slug: 'planificar-tu-primer-viaje-en-solitario-al-extranjero',
      title: 'Tu primer viaje en solitario al extranjero, paso a paso',
      excerpt:
        'Viajar solo por primera vez impone mucho menos con un poco de estructura. Esta guía, elaborada en colaboración con Wayfarer Walks, te cuenta adónde ir, dónde dormir y cómo conocer gente por el camino.',
      tips: [
        {
          title: 'Elige un primer destino sencillo',
          description:
            'Busca un lugar con buen transporte público, un centro que se recorra a pie y muchos otros viajeros, como Lisboa, Kioto o Edimburgo. Deja el viaje remoto y complicado para cuando hayas ganado confianza.',
          tip: 'Una ciudad que se explora a pie te permite cambiar de planes sin depender de nadie.',
        },
        {
          title: 'Comparte tu plan, no tu ubicación',
          description:
            'Envía tu itinerario y los datos del alojamiento a una persona de confianza y acordad una hora para hablar cada día. Evita publicar dónde estás en tiempo real hasta que te hayas ido.',
          tip: 'Guarda sin conexión en el móvil el teléfono de emergencias de tu embajada y la dirección del alojamiento.',
        },
        {
          title: 'Reserva las dos primeras noches con antelación',
          description:
            'Llegar cansado a una ciudad desconocida no es el mejor momento para buscar habitación. Una casa de huéspedes con recepción atendida y cocina compartida te da seguridad y te pone fácil conocer gente.',
          tip: 'Elige un sitio a pocos minutos a pie del metro o del tren, para que una llegada tardía no se complique.',
          cta_text: 'Encuentra una casa de huéspedes con ambiente en Nestpoint Stays',
          affiliate_note: AFFILIATE_NOTE.es,
        },
        {
          title: 'Come en la barra',
          description:
            'Los taburetes de barra, los mercados gastronómicos y los menús del día hacen que comer solo resulte de lo más natural. A menudo acabarás charlando con el cocinero o con quien tengas al lado.',
          tip: 'Lleva una libreta pequeña al restaurante: te da algo que hacer y se convierte en tu diario de viaje.',
        },
        {
          title: 'Apúntate a una visita a pie el primer día',
          description:
            'Un paseo guiado en grupo reducido la primera mañana te enseña cómo se articula la ciudad y te da compañía al instante. Además, los guías son una fuente excelente de recomendaciones para comer.',
          tip: 'Pregunta a tus compañeros de visita qué planes tienen para la noche: los viajeros en solitario suelen unirse.',
          cta_text: 'Reserva un paseo en grupo reducido con Wayfarer Walks',
          affiliate_note: AFFILIATE_NOTE.es,
        },
        {
          title: 'Planifica algo, pero deja espacio',
          description:
            'Fija una actividad al día, como un museo, una clase de cocina o una excursión, y deja el resto libre. La estructura evita las tardes solitarias y el tiempo libre te permite aceptar invitaciones.',
          tip: 'Programa tu actividad más social para el tercer día, cuando suele pasarse la novedad de estar solo.',
        },
      ],
    },
    ar: {
      slug: 'التخطيط-لرحلتك-الأولى-بمفردك-إلى-الخارج',
      title: 'رحلتك الأولى بمفردك إلى الخارج خطوة بخطوة',
      excerpt:
        'يصبح السفر وحدك للمرة الأولى أقلّ رهبة مع قليل من التنظيم. يرشدك هذا الدليل، المُعدّ بالشراكة مع Wayfarer Walks، إلى وجهتك ومكان إقامتك وطرق التعرّف إلى الناس في الطريق.',
      tips: [
        {
          title: 'اختر وجهة أولى سهلة',
          description:
            'ابحث عن مكان فيه مواصلات عامة جيدة ومركز يسهل التجوّل فيه سيرًا ومسافرون كثيرون، مثل لشبونة أو كيوتو أو إدنبرة. واترك الرحلة البعيدة المعقّدة إلى أن تكتسب بعض الثقة.',
          tip: 'المدينة التي تستكشفها سيرًا على الأقدام تتيح لك تغيير خططك دون الاعتماد على أحد.',
        },
        {
          title: 'شارك خطّتك لا موقعك',
          description:
            'أرسل برنامج رحلتك وتفاصيل إقامتك إلى شخص تثق به، واتفقا على موعد يومي للاطمئنان. وتجنّب نشر مكانك لحظة بلحظة إلى أن تغادره.',
          tip: 'احفظ رقم الطوارئ في سفارة بلدك وعنوان مكان إقامتك على هاتفك بحيث يمكنك الوصول إليهما دون إنترنت.',
        },
        {
          title: 'احجز أول ليلتين مسبقًا',
          description:
            'الوصول متعبًا إلى مدينة لا تعرفها ليس الوقت المناسب للبحث عن غرفة. ودار الضيافة التي فيها موظف استقبال ومطبخ مشترك تمنحك الأمان وفرصًا سهلة للتعرّف إلى الآخرين.',
          tip: 'اختر مكانًا قريبًا سيرًا من محطة مترو أو قطار، حتى يبقى الوصول المتأخّر سهلًا.',
          cta_text: 'اعثر على دار ضيافة مفعمة بالحياة مع Nestpoint Stays',
          affiliate_note: AFFILIATE_NOTE.ar,
        },
        {
          title: 'تناول طعامك عند المنضدة',
          description:
            'مقاعد البار وقاعات الطعام وقوائم الغداء الثابتة تجعل الأكل بمفردك أمرًا طبيعيًا. وكثيرًا ما ستجد نفسك تتبادل الحديث مع الطاهي أو مع من يجلس بجانبك.',
          tip: 'خذ معك دفترًا صغيرًا إلى المطعم، فهو يشغلك ويتحوّل إلى مذكّرات رحلتك.',
        },
        {
          title: 'انضمّ إلى جولة سيرًا في يومك الأول',
          description:
            'جولة مشي مع مرشد ضمن مجموعة صغيرة في صباحك الأول تريك كيف تترابط أحياء المدينة وتمنحك رفقة فورية. كما أن المرشدين مصدر ممتاز لترشيحات المطاعم.',
          tip: 'اسأل المشاركين في الجولة عن خططهم للمساء، فالمسافرون بمفردهم كثيرًا ما يتشاركون النزهات.',
          cta_text: 'احجز جولة مشي في مجموعة صغيرة مع Wayfarer Walks',
          affiliate_note: AFFILIATE_NOTE.ar,
        },
        {
          title: 'ضع إطارًا لرحلتك واترك مساحة',
          description:
            'حدّد نشاطًا واحدًا في اليوم، كزيارة متحف أو درس طبخ أو رحلة ليوم واحد، واترك بقية الوقت مفتوحًا. فالتنظيم يقيك فترات العصر الموحشة، والوقت الحرّ يتيح لك قبول الدعوات.',
          tip: 'اجعل نشاطك الأكثر اجتماعية في اليوم الثالث، حين يبدأ بريق الوحدة في الخفوت عادةً.',
        },
      ],
    },
    fr: {
      slug: 'organiser-son-premier-voyage-en-solo-a-l-etranger',
      title: 'Votre premier voyage en solo à l’étranger, étape par étape',
      excerpt:
        'Partir seul pour la première fois intimide bien moins avec un peu d’organisation. Ce guide, réalisé en partenariat avec Wayfarer Walks, vous dit où aller, où dormir et comment faire des rencontres en chemin.',
      tips: [
        {
          title: 'Choisir une première destination facile',
          description:
            'Privilégiez un endroit doté de bons transports en commun, d’un centre praticable à pied et de nombreux voyageurs, comme Lisbonne, Kyoto ou Édimbourg. Gardez le voyage lointain et compliqué pour le jour où vous aurez pris de l’assurance.',
          tip: 'Une ville qui se découvre à pied vous permet de changer vos plans sans dépendre de personne.',
        },
        {
          title: 'Partager son programme, pas sa position',
          description:
            'Envoyez votre itinéraire et les coordonnées de vos hébergements à une personne de confiance, et convenez d’une heure pour donner des nouvelles chaque jour. Évitez de publier en temps réel l’endroit où vous vous trouvez tant que vous n’en êtes pas reparti.',
          tip: 'Enregistrez hors ligne sur votre téléphone le numéro d’urgence de votre ambassade et l’adresse de votre hébergement.',
        },
        {
          title: 'Réserver les deux premières nuits à l’avance',
          description:
            'Arriver fatigué dans une ville inconnue n’est pas le moment de chercher une chambre. Une maison d’hôtes avec un accueil sur place et une cuisine partagée vous offre à la fois sécurité et occasions de rencontres.',
          tip: 'Choisissez une adresse à quelques minutes à pied d’une gare ou d’une station de métro, pour qu’une arrivée tardive reste simple.',
          cta_text: 'Trouvez une maison d’hôtes conviviale avec Nestpoint Stays',
          affiliate_note: AFFILIATE_NOTE.fr,
        },
        {
          title: 'Manger au comptoir',
          description:
            'Les places au comptoir, les halles gourmandes et les formules du midi rendent le repas en solo tout à fait naturel. Vous finirez souvent par discuter avec le cuisinier ou votre voisin.',
          tip: 'Emportez un petit carnet au restaurant : il vous occupe les mains et devient votre journal de voyage.',
        },
        {
          title: 'S’inscrire à une visite à pied dès le premier jour',
          description:
            'Une balade guidée en petit groupe le premier matin vous montre comment la ville s’organise et vous offre aussitôt de la compagnie. Les guides sont aussi une mine de bonnes adresses.',
          tip: 'Demandez aux autres participants ce qu’ils prévoient pour la soirée : les voyageurs en solo font souvent équipe.',
          cta_text: 'Réservez une balade en petit groupe avec Wayfarer Walks',
          affiliate_note: AFFILIATE_NOTE.fr,
        },
        {
          title: 'Prévoir un cadre, garder de la marge',
          description:
            'Fixez une activité par jour, qu’il s’agisse d’un musée, d’un cours de cuisine ou d’une excursion, et laissez le reste libre. Le cadre évite les après-midi solitaires, et le temps libre permet d’accepter les invitations.',
          tip: 'Programmez votre activité la plus sociable le troisième jour, quand l’attrait de la solitude commence d’ordinaire à s’émousser.',
        },
      ],
    },
    zh: {
      slug: '第一次独自出国旅行攻略',
      title: '第一次独自出国旅行，一步步规划',
      excerpt:
        '第一次一个人旅行，只要稍加规划，就没那么让人发怵。本文与 Wayfarer Walks 合作推出，告诉你去哪儿、住哪儿，以及如何在路上结识新朋友。',
      tips: [
        {
          title: '第一站选个容易的地方',
          description:
            '选公共交通方便、市中心适合步行、旅行者也多的城市，比如里斯本、京都或爱丁堡。偏远复杂的行程，等积累了信心再去。',
          tip: '能靠双脚逛遍的城市，让你随时改变计划，不必依赖任何人。',
        },
        {
          title: '分享行程，而不是实时位置',
          description:
            '把行程和住宿信息发给家里一位信得过的人，约好每天报平安的时间。离开某地之前，不要实时发布自己所在的位置。',
          tip: '把本国使馆的紧急电话和住处地址离线保存在手机里。',
        },
        {
          title: '提前订好头两晚的住处',
          description:
            '拖着疲惫的身体到达陌生城市，可不是找房间的好时候。有前台值守、带公共厨房的民宿，既安全，也方便结识其他旅行者。',
          tip: '选离地铁站或火车站步行几分钟的住处，深夜到达也不麻烦。',
          cta_text: '在 Nestpoint Stays 找一家氛围好的民宿',
          affiliate_note: AFFILIATE_NOTE.zh,
        },
        {
          title: '坐吧台吃饭',
          description:
            '吧台座位、美食广场和午市套餐，都让一个人吃饭显得很自然。你常常会和厨师或邻座聊起来。',
          tip: '去餐厅时带个小本子，既能打发时间，又能当旅行日记。',
        },
        {
          title: '第一天就参加徒步导览',
          description:
            '第一天上午参加一个小团徒步导览，能帮你理清城市的格局，还能马上有人作伴。导游也是推荐餐厅的好帮手。',
          tip: '问问同团的人晚上有什么安排，独自旅行的人常常会结伴同行。',
          cta_text: '通过 Wayfarer Walks 预订小团徒步导览',
          affiliate_note: AFFILIATE_NOTE.zh,
        },
        {
          title: '有安排，也要留白',
          description:
            '每天定一项活动，比如博物馆、烹饪课或一日游，其余时间留空。有安排就不会有孤单的下午，留白则让你能接受临时的邀约。',
          tip: '把最热闹的社交活动放在第三天，那时独处的新鲜感通常已经过去。',
        },
      ],
    },
  },
};

const salaryConversation: SeedArticle = {
  key: 'preparing-for-a-salary-conversation',
  category: 'career',
  author: 'james-okafor',
  read_time: 9,
  trending: false,
  is_advertorial: false,
  published: true,
  published_at: '2026-10-13T08:00:00.000Z',
  views: 5580,
  tips: [
    { rating: '5/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: 'Free' },
    { rating: '4/5', price_range: 'Free' },
    { rating: '4.5/5', price_range: '$$' },
    { rating: '4/5', price_range: 'Free' },
    { rating: '4/5', price_range: 'Free' },
  ],
  translations: {
    en: {
      slug: 'preparing-for-a-salary-conversation',
      title: 'How to Prepare for a Salary Conversation',
      excerpt:
        'A raise is rarely won in the meeting itself; it is won in the weeks before it. Here is how to gather evidence, pick a number and handle the answer calmly.',
      tips: [
        {
          title: 'Research the market rate',
          description:
            'Collect pay data for your role, level and city from at least three sources, such as salary surveys, conversations with recruiters and job ads that list pay. A range drawn from several sources is harder to dismiss than a single figure.',
          tip: 'Compare yourself with adverts for the next level up, not just your current job title.',
        },
        {
          title: 'Keep a results file',
          description:
            'Write down wins as they happen: projects shipped, money saved, customers kept, colleagues trained. By review season you will have specific, dated evidence instead of vague memories.',
          tip: 'Attach a number to every achievement, even a rough one such as hours saved per week.',
        },
        {
          title: 'Choose your target and your floor',
          description:
            'Settle on an ambitious but defensible target and, privately, the lowest figure you would accept. Knowing both stops you agreeing to the first counter-offer in the heat of the moment.',
          tip: 'Ask for a precise figure such as 68,500 rather than a round one; precision signals that you have done your research.',
        },
        {
          title: 'Time the request well',
          description:
            'Raise the topic before budgets are set, often two or three months ahead of the review cycle, and ideally right after a visible success. Book a dedicated meeting rather than tacking it onto a weekly check-in.',
          tip: 'Tell your manager the topic in advance so they arrive with answers rather than surprise.',
        },
        {
          title: 'Rehearse out loud',
          description:
            'Practise your opening two sentences with a friend or a career coach until they sound calm and natural. Then ask them to push back hard so the real objections feel familiar.',
          tip: 'Once you have stated your number, stop talking and let the silence do its work.',
        },
        {
          title: 'Look beyond base pay',
          description:
            'If the salary budget is fixed, negotiate a signing or retention bonus, extra leave, a training budget, remote days or an earlier review date. These are often easier for a manager to approve.',
          tip: 'Get any non-salary benefit you agree on confirmed in writing within a day.',
        },
        {
          title: "Plan your response to a 'no'",
          description:
            'Ask exactly what would need to change for the answer to be yes, and agree on a date to revisit the conversation. A clear path and a deadline turn a refusal into a plan.',
          tip: 'Follow up by email with the criteria you discussed, so you both remember the same conversation.',
        },
      ],
    },
    es: {
      slug: 'como-preparar-una-negociacion-salarial',
      title: 'Cómo preparar una conversación sobre tu sueldo',
      excerpt:
        'Un aumento rara vez se gana en la reunión; se gana en las semanas previas. Así puedes reunir pruebas, elegir una cifra y encajar la respuesta con calma.',
      tips: [
        {
          title: 'Investiga el salario de mercado',
          description:
            'Reúne datos salariales de tu puesto, tu nivel y tu ciudad en al menos tres fuentes, como estudios de remuneración, conversaciones con reclutadores y ofertas de empleo que indiquen el sueldo. Una horquilla basada en varias fuentes es más difícil de rebatir que una sola cifra.',
          tip: 'Compárate con las ofertas del nivel inmediatamente superior, no solo con tu puesto actual.',
        },
        {
          title: 'Lleva un registro de resultados',
          description:
            'Anota tus logros a medida que ocurren: proyectos entregados, dinero ahorrado, clientes retenidos, compañeros formados. Cuando llegue la evaluación, tendrás pruebas concretas y con fecha en lugar de recuerdos vagos.',
          tip: 'Ponle una cifra a cada logro, aunque sea aproximada, como las horas que ahorras a la semana.',
        },
        {
          title: 'Decide tu objetivo y tu mínimo',
          description:
            'Fija un objetivo ambicioso pero defendible y, para tus adentros, la cifra más baja que aceptarías. Tener claras ambas te evita aceptar la primera contraoferta en caliente.',
          tip: 'Pide una cifra concreta, como 68.500, en lugar de un número redondo: la precisión transmite que te has documentado.',
        },
        {
          title: 'Elige bien el momento',
          description:
            'Saca el tema antes de que se cierren los presupuestos, a menudo dos o tres meses antes del ciclo de evaluación, y a ser posible justo después de un éxito visible. Pide una reunión específica en lugar de colarlo en el seguimiento semanal.',
          tip: 'Adelántale el tema a tu responsable para que llegue con respuestas y no con cara de sorpresa.',
        },
        {
          title: 'Ensaya en voz alta',
          description:
            'Practica tus dos primeras frases con un amigo o con un coach profesional hasta que suenen tranquilas y naturales. Después, pídele que te rebata con dureza para que las objeciones reales te resulten familiares.',
          tip: 'Cuando hayas dicho tu cifra, calla y deja que el silencio haga su trabajo.',
        },
        {
          title: 'Mira más allá del sueldo base',
          description:
            'Si el presupuesto salarial está cerrado, negocia una prima de incorporación o de permanencia, más días de vacaciones, presupuesto de formación, días de teletrabajo o adelantar la próxima revisión. Suelen ser más fáciles de aprobar para un responsable.',
          tip: 'Pide que cualquier ventaja no salarial que acordéis se confirme por escrito en menos de un día.',
        },
        {
          title: 'Prepara tu respuesta ante un «no»',
          description:
            'Pregunta qué tendría que cambiar exactamente para que la respuesta fuera un sí y acordad una fecha para retomar la conversación. Un camino claro y un plazo convierten una negativa en un plan.',
          tip: 'Envía después un correo con los criterios que habéis comentado, para que ambos recordéis la misma conversación.',
        },
      ],
    },
    ar: {
      slug: 'الاستعداد-لمفاوضات-الراتب',
      title: 'كيف تستعدّ للحديث عن راتبك',
      excerpt:
        'نادرًا ما تُكسب الزيادة في الاجتماع نفسه، بل في الأسابيع التي تسبقه. إليك كيف تجمع الأدلّة وتحدّد رقمك وتتلقّى الردّ بهدوء.',
      tips: [
        {
          title: 'ابحث عن مستوى الرواتب في السوق',
          description:
            'اجمع بيانات الرواتب الخاصة بوظيفتك ومستواك ومدينتك من ثلاثة مصادر على الأقل، مثل استطلاعات الرواتب والحديث مع مسؤولي التوظيف وإعلانات الوظائف التي تذكر الأجر. فالنطاق المستند إلى عدة مصادر أصعب في الرفض من رقم واحد.',
          tip: 'قارن نفسك بإعلانات الوظائف في المستوى الأعلى التالي، لا بمسمّاك الوظيفي الحالي فقط.',
        },
        {
          title: 'احتفظ بملف لإنجازاتك',
          description:
            'دوّن إنجازاتك فور حدوثها: مشاريع سُلّمت، وأموال وُفّرت، وعملاء حُوفظ عليهم، وزملاء درّبتهم. وحين يحين موسم التقييم، ستكون لديك أدلّة محدّدة ومؤرّخة بدلًا من ذكريات مبهمة.',
          tip: 'اربط كل إنجاز برقم، ولو تقريبيًا، مثل عدد الساعات التي توفّرها أسبوعيًا.',
        },
        {
          title: 'حدّد هدفك وحدّك الأدنى',
          description:
            'اختر هدفًا طموحًا يمكن الدفاع عنه، وحدّد لنفسك سرًّا أقلّ رقم تقبل به. فمعرفتك بالاثنين تمنعك من قبول أول عرض مضادّ في لحظة انفعال.',
          tip: 'اطلب رقمًا دقيقًا مثل 68,500 بدلًا من رقم مدوَّر، فالدقّة توحي بأنك بحثت جيدًا.',
        },
        {
          title: 'اختر التوقيت المناسب',
          description:
            'افتح الموضوع قبل إقرار الميزانيات، أي غالبًا قبل دورة التقييم بشهرين أو ثلاثة، ويُفضَّل أن يكون ذلك بعد نجاح لافت مباشرة. واطلب اجتماعًا مخصّصًا بدلًا من إقحام الموضوع في اجتماع المتابعة الأسبوعي.',
          tip: 'أخبر مديرك بموضوع الاجتماع مسبقًا، ليأتي مستعدًّا بإجابات لا متفاجئًا.',
        },
        {
          title: 'تدرّب بصوت مرتفع',
          description:
            'تمرّن على جملتيك الأوليين مع صديق أو مدرّب مهني حتى تبدوا هادئتين وطبيعيتين. ثم اطلب منه أن يعترض عليك بشدّة، لتبدو لك الاعتراضات الحقيقية مألوفة.',
          tip: 'بعد أن تذكر رقمك، توقّف عن الكلام ودع الصمت يؤدّي دوره.',
        },
        {
          title: 'انظر إلى ما هو أبعد من الراتب الأساسي',
          description:
            'إذا كانت ميزانية الرواتب ثابتة، ففاوض على مكافأة انضمام أو بقاء، أو إجازة إضافية، أو ميزانية تدريب، أو أيام عمل عن بُعد، أو موعد أقرب للمراجعة. فهذه غالبًا أسهل على المدير في الحصول على الموافقة عليها.',
          tip: 'احرص على توثيق أي ميزة غير مالية تتّفقان عليها كتابيًا خلال يوم واحد.',
        },
        {
          title: 'جهّز ردّك على الرفض',
          description:
            'اسأل بدقّة عمّا يجب أن يتغيّر لتصبح الإجابة نعم، واتّفقا على موعد لاستئناف الحديث. فالمسار الواضح والموعد المحدّد يحوّلان الرفض إلى خطة.',
          tip: 'أرسل بعد الاجتماع رسالة بريد إلكتروني تلخّص المعايير التي ناقشتماها، حتى يتذكّر كلاكما الحديث نفسه.',
        },
      ],
    },
    fr: {
      slug: 'preparer-un-entretien-pour-negocier-son-salaire',
      title: 'Bien préparer un entretien sur votre salaire',
      excerpt:
        'Une augmentation se gagne rarement pendant l’entretien lui-même, mais dans les semaines qui le précèdent. Voici comment réunir des preuves, choisir un chiffre et accueillir la réponse avec sang-froid.',
      tips: [
        {
          title: 'Se renseigner sur les salaires du marché',
          description:
            'Rassemblez des données salariales pour votre poste, votre niveau et votre ville auprès d’au moins trois sources : études de rémunération, échanges avec des recruteurs et offres d’emploi qui affichent le salaire. Une fourchette issue de plusieurs sources est plus difficile à écarter qu’un chiffre isolé.',
          tip: 'Comparez-vous aux offres du niveau supérieur, pas seulement à votre intitulé de poste actuel.',
        },
        {
          title: 'Tenir un dossier de résultats',
          description:
            'Notez vos réussites au fil de l’eau : projets livrés, économies réalisées, clients fidélisés, collègues formés. À l’approche de l’entretien annuel, vous disposerez de preuves précises et datées plutôt que de souvenirs flous.',
          tip: 'Associez un chiffre à chaque réussite, même approximatif, comme le nombre d’heures gagnées par semaine.',
        },
        {
          title: 'Fixer son objectif et son plancher',
          description:
            'Arrêtez un objectif ambitieux mais défendable et, pour vous seul, le montant minimum que vous accepteriez. Connaître les deux vous évite d’accepter la première contre-proposition dans le feu de l’action.',
          tip: 'Demandez un montant précis, comme 68 500, plutôt qu’un chiffre rond : la précision montre que vous avez fait vos recherches.',
        },
        {
          title: 'Choisir le bon moment',
          description:
            'Abordez le sujet avant que les budgets ne soient arrêtés, souvent deux ou trois mois avant le cycle d’évaluation, et idéalement juste après un succès visible. Demandez un rendez-vous dédié plutôt que de glisser la question à la fin d’un point hebdomadaire.',
          tip: 'Annoncez le sujet à votre manager à l’avance, pour qu’il arrive avec des réponses plutôt qu’avec de la surprise.',
        },
        {
          title: 'Répéter à voix haute',
          description:
            'Entraînez-vous à prononcer vos deux premières phrases devant un ami ou un coach jusqu’à ce qu’elles sonnent posées et naturelles. Demandez-lui ensuite de vous contredire sans ménagement pour que les vraies objections vous paraissent familières.',
          tip: 'Une fois votre chiffre annoncé, taisez-vous et laissez le silence agir.',
        },
        {
          title: 'Regarder au-delà du salaire de base',
          description:
            'Si l’enveloppe salariale est figée, négociez une prime d’arrivée ou de fidélisation, des jours de congé, un budget de formation, du télétravail ou une révision anticipée. Ces leviers sont souvent plus faciles à faire valider par un manager.',
          tip: 'Faites confirmer par écrit, dans la journée, tout avantage non salarial obtenu.',
        },
        {
          title: 'Anticiper sa réponse à un « non »',
          description:
            'Demandez précisément ce qui devrait changer pour obtenir un oui, et convenez d’une date pour en reparler. Un cap clair et une échéance transforment un refus en plan d’action.',
          tip: 'Envoyez ensuite un e-mail récapitulant les critères évoqués, afin que vous gardiez tous deux le même souvenir de l’échange.',
        },
      ],
    },
    zh: {
      slug: '谈加薪前的准备',
      title: '如何为谈薪做好准备',
      excerpt:
        '加薪很少是在谈话当场争取到的，功夫都花在前面几周。下面教你如何收集证据、定好数字，并沉着应对对方的答复。',
      tips: [
        {
          title: '摸清市场行情',
          description:
            '从至少三个渠道收集你所在岗位、职级和城市的薪资数据，比如薪酬调查报告、与猎头的交流，以及标明薪资的招聘广告。多个来源得出的区间，比单一数字更难被驳回。',
          tip: '拿高一级职位的招聘广告来比较，而不只看你现在的头衔。',
        },
        {
          title: '建一份成果档案',
          description:
            '有成绩就随手记下：上线的项目、节省的开支、留住的客户、带出来的新人。到了考核季，你手里就有具体且带日期的证据，而不是模糊的印象。',
          tip: '每项成果都配上一个数字，哪怕是粗略估算，比如每周节省了几小时。',
        },
        {
          title: '定好目标和底线',
          description:
            '定一个有野心但站得住脚的目标，同时在心里给自己设一个最低可接受的数字。两者都清楚，才不会在谈话气氛紧张时答应第一个还价。',
          tip: '报一个具体的数字，比如68,500，而不是整数；精确的数字说明你做过功课。',
        },
        {
          title: '选对时机',
          description:
            '在预算敲定之前提出，通常是考核周期前两三个月，最好紧跟在一次看得见的成绩之后。专门约一次面谈，而不是在周会末尾顺带一提。',
          tip: '提前告诉上级要谈什么，让对方带着答案来，而不是措手不及。',
        },
        {
          title: '大声演练',
          description:
            '找朋友或职业教练，反复练习你的开场两句话，直到听起来平静自然。然后请对方狠狠反驳你，让真正的反对意见听起来不再陌生。',
          tip: '说出你的数字后就停下来，让沉默替你施压。',
        },
        {
          title: '不只盯着基本工资',
          description:
            '如果薪资预算已经固定，可以争取签约奖金或留任奖金、额外假期、培训经费、远程办公天数，或提前下一次调薪评估。这些往往更容易获得上级批准。',
          tip: '任何谈妥的非薪资福利，都要在一天之内拿到书面确认。',
        },
        {
          title: '想好被拒绝后怎么回应',
          description:
            '具体问清楚需要做到什么才能获得同意，并约定一个重新沟通的日期。有了明确的路径和期限，拒绝就变成了一份计划。',
          tip: '谈完后发一封邮件，写明讨论过的标准，确保双方记得的是同一场对话。',
        },
      ],
    },
  },
};

export const foodTravelCareerArticles: SeedArticle[] = [
  weeknightMealPrep,
  pantryStaples,
  seasonalVegetables,
  betterCoffee,
  carryOnPacking,
  jetLag,
  localFoodTravel,
  firstSoloTrip,
  salaryConversation,
];
