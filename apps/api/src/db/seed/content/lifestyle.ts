import type { SeedArticle } from './types';

/**
 * Lifestyle demo articles. English is the original; the other locales are written
 * separately by native editors. Two articles deliberately lack translations
 * (hosting-dinner-on-a-budget: en + es; slow-weekend-ideas: en only, draft).
 */
export const lifestyleArticles: SeedArticle[] = [
  {
    key: 'morning-routine-that-sticks',
    category: 'lifestyle',
    author: 'maya-chen',
    read_time: 6,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-01-05T07:30:00.000Z',
    views: 18420,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'morning-routine-that-sticks',
        title: 'A Morning Routine That Actually Sticks',
        excerpt:
          'Forget the 5 a.m. club. These six small, realistic habits make mornings calmer, and they survive late nights, grey winters and busy weeks.',
        tips: [
          {
            title: 'Set it up the night before',
            description:
              'Lay out your clothes, fill the kettle and write tomorrow’s first task on a sticky note. Every decision you remove from the morning is willpower you keep for the rest of the day.',
            tip: 'Treat the last ten minutes of your evening as the first ten minutes of your morning.',
          },
          {
            title: 'Get daylight before screens',
            description:
              'Open the curtains or step onto the balcony for five minutes before you check your phone. Morning light helps set your body clock, so waking up gets easier within a week or two.',
            tip: 'Even on an overcast day, outdoor light is many times brighter than a well-lit kitchen.',
          },
          {
            title: 'Start with a glass of water',
            description:
              'Keep a full glass or a small carafe on your bedside table and drink it before your coffee. It is an easy first win that tells your brain the routine has begun.',
            tip: 'Make the first step so easy that skipping it would feel sillier than doing it.',
          },
          {
            title: 'Stack it onto an existing habit',
            description:
              'Attach each new step to something you already do without thinking, such as stretching while the coffee brews. Existing habits act as reliable triggers, so you stop relying on memory.',
            tip: 'Use the formula “After I…, I will…” and write it somewhere you will see it every day.',
          },
          {
            title: 'Move for ten minutes',
            description:
              'A brisk walk around the block, a few sun salutations or a short bodyweight circuit is enough. Keep it short so it never competes with getting out of the door on time.',
            tip: 'Consistency beats intensity: ten minutes every day outperforms an hour once a week.',
          },
          {
            title: 'Keep a two-minute fallback',
            description:
              'Decide in advance what the bare minimum looks like on days you oversleep: water, daylight and one stretch. Doing the small version keeps the streak, and the habit, alive.',
            tip: 'Never miss twice: one skipped morning is an accident, two in a row is the start of a new pattern.',
          },
        ],
      },
      es: {
        slug: 'rutina-de-manana-que-funciona',
        title: 'Una rutina de mañana que de verdad se mantiene',
        excerpt:
          'Olvídate de madrugar a las cinco. Estos seis hábitos pequeños y realistas hacen las mañanas más tranquilas y resisten noches largas, inviernos grises y semanas cargadas.',
        tips: [
          {
            title: 'Déjalo todo listo la noche anterior',
            description:
              'Prepara la ropa, llena el hervidor y apunta en un pósit la primera tarea del día siguiente. Cada decisión que le quitas a la mañana es fuerza de voluntad que guardas para el resto del día.',
            tip: 'Piensa en los últimos diez minutos de la noche como los primeros diez de tu mañana.',
          },
          {
            title: 'Luz natural antes que pantallas',
            description:
              'Abre las cortinas o sal al balcón cinco minutos antes de mirar el móvil. La luz de la mañana ayuda a ajustar el reloj biológico y, en una o dos semanas, notarás que te cuesta menos levantarte.',
            tip: 'Incluso en un día nublado, la luz exterior es muchísimo más intensa que la de una cocina bien iluminada.',
          },
          {
            title: 'Empieza con un vaso de agua',
            description:
              'Deja un vaso lleno o una jarrita en la mesilla y bébetelo antes del café. Es una victoria fácil que le indica a tu cerebro que la rutina ya ha empezado.',
            tip: 'Haz que el primer paso sea tan sencillo que saltártelo resulte más absurdo que hacerlo.',
          },
          {
            title: 'Engánchala a un hábito que ya tienes',
            description:
              'Asocia cada paso nuevo a algo que ya haces sin pensar, como estirarte mientras se hace el café. Los hábitos que ya tienes funcionan como disparadores fiables, así que dejas de depender de la memoria.',
            tip: 'Usa la fórmula «Después de…, voy a…» y escríbela donde la veas cada día.',
          },
          {
            title: 'Muévete diez minutos',
            description:
              'Basta con una vuelta rápida a la manzana, unos saludos al sol o un circuito corto con tu propio peso. Que sea breve, para que nunca compita con salir de casa a tiempo.',
            tip: 'La constancia gana a la intensidad: diez minutos diarios rinden más que una hora a la semana.',
          },
          {
            title: 'Ten preparada una versión de dos minutos',
            description:
              'Decide de antemano cuál es el mínimo para los días en que se te pegan las sábanas: agua, luz y un estiramiento. Cumplir la versión corta mantiene viva la racha y, con ella, el hábito.',
            tip: '¿Un día sin rutina? Es un despiste; dos seguidos ya son el comienzo de una costumbre nueva.',
          },
        ],
      },
      ar: {
        slug: 'روتين-صباحي-يدوم',
        title: 'روتين صباحي يدوم فعلًا',
        excerpt:
          'لا حاجة إلى الاستيقاظ في الخامسة فجرًا. هذه ست عادات صغيرة وواقعية تجعل صباحك أهدأ، وتصمد أمام السهر وأيام الشتاء الرمادية والأسابيع المزدحمة.',
        tips: [
          {
            title: 'جهّز كل شيء في الليلة السابقة',
            description:
              'اختر ملابسك، واملأ الغلاية، واكتب أول مهمة للغد على ورقة لاصقة. كل قرار تُبعده عن الصباح يوفّر لك قدرًا من الإرادة لبقية اليوم.',
            tip: 'اعتبر آخر عشر دقائق من مسائك أول عشر دقائق من صباحك.',
          },
          {
            title: 'ضوء النهار قبل الشاشات',
            description:
              'افتح الستائر أو اخرج إلى الشرفة خمس دقائق قبل أن تنظر إلى هاتفك. يساعد ضوء الصباح على ضبط ساعتك البيولوجية، فيصبح الاستيقاظ أسهل خلال أسبوع أو أسبوعين.',
            tip: 'حتى في يوم غائم، يفوق ضوء الخارج إضاءة أي مطبخ مهما كان مضاءً.',
          },
          {
            title: 'ابدأ بكوب ماء',
            description:
              'ضع كوبًا ممتلئًا أو إبريقًا صغيرًا بجانب سريرك، واشربه قبل القهوة. إنه إنجاز سهل يُعلن لعقلك أن الروتين قد بدأ.',
            tip: 'اجعل الخطوة الأولى سهلة إلى درجة يصبح تركها أغرب من القيام بها.',
          },
          {
            title: 'اربطه بعادة لديك أصلًا',
            description:
              'اربط كل خطوة جديدة بشيء تفعله تلقائيًا، كأن تتمدّد بينما تُحضَّر القهوة. العادات القائمة منبّهات موثوقة، فلا تعود بحاجة إلى الاعتماد على الذاكرة.',
            tip: 'استخدم صيغة «بعد أن…، سأقوم بـ…» واكتبها في مكان تراه كل يوم.',
          },
          {
            title: 'تحرّك عشر دقائق',
            description:
              'تكفي جولة سريعة حول الحي، أو بضع تحيات للشمس، أو تمارين قصيرة بوزن الجسم. اجعلها قصيرة حتى لا تتعارض أبدًا مع خروجك من البيت في الموعد.',
            tip: 'الاستمرارية أهم من الشدة: عشر دقائق يوميًا أنفع من ساعة كاملة مرة في الأسبوع.',
          },
          {
            title: 'احتفظ بنسخة من دقيقتين',
            description:
              'حدّد مسبقًا الحد الأدنى للأيام التي يفوتك فيها المنبّه: ماء وضوء وتمرين تمدّد واحد. الالتزام بالنسخة المختصرة يحافظ على استمرار العادة.',
            tip: 'لا تفوّت مرتين متتاليتين؛ فالمرة الأولى عارض، أما الثانية فبداية نمط جديد.',
          },
        ],
      },
      fr: {
        slug: 'routine-du-matin-qui-tient',
        title: 'Une routine du matin qui tient vraiment',
        excerpt:
          'Inutile de rejoindre le club des lève-tôt de 5 heures. Ces six petites habitudes réalistes apaisent vos matinées et résistent aux soirées tardives, à l’hiver gris et aux semaines chargées.',
        tips: [
          {
            title: 'Tout préparer la veille',
            description:
              'Sortez vos vêtements, remplissez la bouilloire et notez la première tâche du lendemain sur un post-it. Chaque décision retirée du matin, c’est de la volonté gardée pour la journée.',
            tip: 'Considérez les dix dernières minutes de votre soirée comme les dix premières de votre matinée.',
          },
          {
            title: 'La lumière du jour avant les écrans',
            description:
              'Ouvrez les rideaux ou sortez sur le balcon cinq minutes avant de consulter votre téléphone. La lumière matinale aide à régler l’horloge biologique : en une ou deux semaines, le réveil devient plus facile.',
            tip: 'Même par temps couvert, la lumière extérieure est bien plus intense que celle d’une cuisine éclairée.',
          },
          {
            title: 'Commencer par un verre d’eau',
            description:
              'Posez un verre plein ou une petite carafe sur votre table de nuit et buvez-le avant le café. C’est une victoire facile qui signale au cerveau que la routine a commencé.',
            tip: 'Rendez la première étape si simple qu’il serait plus absurde de la sauter que de la faire.',
          },
          {
            title: 'L’accrocher à une habitude existante',
            description:
              'Associez chaque nouvelle étape à un geste que vous faites déjà sans y penser, comme vous étirer pendant que le café coule. Vos habitudes deviennent des déclencheurs fiables : plus besoin de compter sur votre mémoire.',
            tip: 'Utilisez la formule « Après avoir…, je vais… » et affichez-la là où vous la verrez chaque jour.',
          },
          {
            title: 'Bouger dix minutes',
            description:
              'Un tour rapide du pâté de maisons, quelques salutations au soleil ou un court circuit au poids du corps suffisent. Restez bref, pour que cela n’empiète jamais sur l’heure de départ.',
            tip: 'La régularité l’emporte sur l’intensité : dix minutes par jour valent mieux qu’une heure par semaine.',
          },
          {
            title: 'Prévoir une version de deux minutes',
            description:
              'Définissez à l’avance le strict minimum pour les jours où vous ne vous réveillez pas à l’heure : de l’eau, de la lumière et un étirement. Tenir la version courte préserve la série, et donc l’habitude.',
            tip: 'Ne ratez jamais deux fois de suite ; un oubli est un accident, deux, c’est le début d’une nouvelle habitude.',
          },
        ],
      },
      zh: {
        slug: '坚持得住的-晨间习惯',
        title: '真正坚持得住的晨间习惯',
        excerpt:
          '不必逼自己五点起床。这六个简单可行的小习惯，能让早晨更从容，熬夜、阴冷的冬天和忙碌的一周都打不乱。',
        tips: [
          {
            title: '前一晚就准备好',
            description:
              '睡前把衣服搭好、烧水壶灌满，再把第二天的第一件事写在便利贴上。早上少做一个决定，白天就多留一分意志力。',
            tip: '把晚上的最后十分钟，当作第二天早晨的前十分钟来用。',
          },
          {
            title: '先见阳光，再看屏幕',
            description:
              '看手机之前，先拉开窗帘或到阳台站五分钟。晨光有助于校准生物钟，一两周后你会发现起床轻松多了。',
            tip: '即使是阴天，户外的光线也比灯火通明的厨房强得多。',
          },
          {
            title: '从一杯水开始',
            description:
              '在床头放一杯水或一个小水壶，喝咖啡前先把它喝完。这是一个轻松的小胜利，提醒大脑：晨间流程开始了。',
            tip: '让第一步简单到跳过它反而显得更别扭。',
          },
          {
            title: '挂靠在已有的习惯上',
            description:
              '把每个新步骤和一件你早已不假思索去做的事绑在一起，比如煮咖啡时顺便拉伸。旧习惯就是可靠的提醒，你不再需要靠记性。',
            tip: '套用“做完……之后，我就……”的句式，写下来贴在每天看得见的地方。',
          },
          {
            title: '动上十分钟',
            description:
              '绕着街区快走一圈、做几组拜日式，或来一组简短的徒手训练就够了。时间要短，才不会耽误准时出门。',
            tip: '坚持比强度更重要：每天十分钟，胜过每周一小时。',
          },
          {
            title: '准备一个两分钟版本',
            description:
              '提前想好睡过头时的最低配置：一杯水、一点阳光、一个拉伸动作。哪怕只做简化版，也能让习惯延续下去。',
            tip: '千万别连续错过两次：一次是意外，两次就成了新习惯的开端。',
          },
        ],
      },
    },
  },
  {
    key: 'declutter-a-small-flat',
    category: 'lifestyle',
    author: 'claire-dubois',
    read_time: 7,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-02-12T09:00:00.000Z',
    views: 9630,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      {
        rating: '4.5/5',
        price_range: '$20-$60',
        cta: { link: 'https://www.example.com/nestwell/stackable-boxes', company_name: 'Nestwell Storage' },
      },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'declutter-a-small-flat',
        title: 'How to Declutter a Small Flat Without Losing a Weekend',
        excerpt:
          'Small spaces fill up fast. Short, focused sessions and a few firm rules will give you back floor space, cupboard space and a calmer head.',
        tips: [
          {
            title: 'Start with one drawer, not one room',
            description:
              'Pick a single drawer or shelf and finish it in fifteen minutes, including wiping it down. A small, completed task builds momentum, while a half-sorted room just makes the mess bigger.',
            tip: 'Set a timer and stop when it rings, even if you feel like carrying on.',
          },
          {
            title: 'Use the four-box method',
            description:
              'Label four boxes keep, donate, sell and recycle, and put every item you touch into one of them. Nothing goes back on the shelf until the session is over.',
            tip: 'If you hesitate for more than five seconds, the item probably belongs in the donate box.',
          },
          {
            title: 'Count your duplicates',
            description:
              'Gather every mug, towel, charger and tote bag in one place before deciding what to keep. Seeing fourteen mugs side by side makes it obvious that six are plenty.',
            tip: 'Keep the number you use in a normal week, plus one spare for guests.',
          },
          {
            title: 'Go vertical with matching boxes',
            description:
              'Stackable, same-size boxes turn the top of a wardrobe or the space under the bed into tidy storage. Uniform containers also look far calmer than a jumble of mismatched baskets.',
            tip: 'Label the short end of each box so you can read it without pulling it out.',
            cta_text: 'Shop stackable boxes',
            affiliate_note: 'We may earn a commission if you buy through this link.',
          },
          {
            title: 'Adopt one in, one out',
            description:
              'Every time something new comes home, one similar item leaves. It is the simplest way to stop a freshly cleared flat from filling up again within a few months.',
            tip: 'Apply the rule before you buy, not after, and you will simply buy less.',
          },
          {
            title: 'Let it go within a week',
            description:
              'Book a charity collection or list items for sale on the same day you sort them. Bags of donations left in the hallway have a habit of creeping back into cupboards.',
            tip: 'Anything unsold after two weeks goes to donation, no second thoughts.',
          },
        ],
      },
      es: {
        slug: 'ordenar-un-piso-pequeno',
        title: 'Cómo ordenar un piso pequeño sin perder el fin de semana',
        excerpt:
          'En un espacio pequeño, las cosas se acumulan enseguida. Con sesiones cortas y unas cuantas reglas firmes recuperarás suelo, armarios y tranquilidad.',
        tips: [
          {
            title: 'Empieza por un cajón, no por una habitación',
            description:
              'Elige un solo cajón o estante y termínalo en quince minutos, limpieza incluida. Una tarea pequeña y acabada da impulso; una habitación a medio ordenar solo agranda el caos.',
            tip: 'Pon un temporizador y para cuando suene, aunque te apetezca seguir.',
          },
          {
            title: 'Usa el método de las cuatro cajas',
            description:
              'Etiqueta cuatro cajas (guardar, donar, vender y reciclar) y mete en una de ellas todo lo que toques. Nada vuelve a la estantería hasta que termine la sesión.',
            tip: 'Si dudas más de cinco segundos, lo más probable es que ese objeto vaya a la caja de donar.',
          },
          {
            title: 'Cuenta los duplicados',
            description:
              'Reúne todas las tazas, toallas, cargadores y bolsas de tela en un mismo sitio antes de decidir qué te quedas. Ver catorce tazas juntas deja claro que con seis basta.',
            tip: 'Quédate con las que usas en una semana normal, más una de repuesto para las visitas.',
          },
          {
            title: 'Gana altura con cajas iguales',
            description:
              'Las cajas apilables del mismo tamaño convierten lo alto del armario o el hueco bajo la cama en almacenaje ordenado. Además, los contenedores iguales transmiten mucha más calma que un batiburrillo de cestas distintas.',
            tip: 'Etiqueta el lado corto de cada caja para leerla sin tener que sacarla.',
            cta_text: 'Ver cajas apilables',
            affiliate_note: 'Podemos recibir una comisión si compras a través de este enlace.',
          },
          {
            title: 'Aplica la regla de «entra uno, sale uno»',
            description:
              'Cada vez que llega algo nuevo a casa, sale otra cosa parecida. Es la forma más sencilla de evitar que un piso recién despejado vuelva a llenarse en pocos meses.',
            tip: 'Aplica la regla antes de comprar, no después, y acabarás comprando menos.',
          },
          {
            title: 'Deshazte de todo en una semana',
            description:
              'Pide la recogida a una ONG o publica los anuncios el mismo día en que ordenas. Las bolsas de donaciones que se quedan en el recibidor acaban volviendo a los armarios.',
            tip: 'Lo que no se haya vendido en dos semanas, a donar, sin darle más vueltas.',
          },
        ],
      },
      ar: {
        slug: 'ترتيب-شقة-صغيرة',
        title: 'كيف ترتّب شقة صغيرة دون أن تخسر عطلة نهاية الأسبوع',
        excerpt:
          'الأغراض تتكدّس بسرعة في المساحات الصغيرة. جلسات قصيرة ومركّزة وبضع قواعد حازمة تعيد إليك الأرضيات والخزائن وصفاء الذهن.',
        tips: [
          {
            title: 'ابدأ بدرج واحد لا بغرفة كاملة',
            description:
              'اختر درجًا أو رفًّا واحدًا وأنهِه في ربع ساعة، بما في ذلك مسحه. المهمة الصغيرة المكتملة تمنحك دفعة، أما الغرفة المرتّبة إلى النصف فتزيد الفوضى.',
            tip: 'اضبط مؤقّتًا وتوقّف عندما يرنّ، حتى لو رغبت في المتابعة.',
          },
          {
            title: 'طريقة الصناديق الأربعة',
            description:
              'اكتب على أربعة صناديق: للاحتفاظ، وللتبرّع، وللبيع، وللتدوير، وضع كل غرض تلمسه في أحدها. لا يعود أي شيء إلى الرف قبل انتهاء الجلسة.',
            tip: 'إذا تردّدت أكثر من خمس ثوانٍ، فمكان الغرض على الأرجح صندوق التبرّع.',
          },
          {
            title: 'احصِ الأغراض المكرّرة',
            description:
              'اجمع كل الأكواب والمناشف والشواحن والحقائب القماشية في مكان واحد قبل أن تقرّر ما تحتفظ به. رؤية أربعة عشر كوبًا متجاورة تكفي لتدرك أن ستة أكواب تفي بالغرض.',
            tip: 'احتفظ بالعدد الذي تستخدمه في أسبوع عادي، وأضف قطعة احتياطية للضيوف.',
          },
          {
            title: 'استغلّ الارتفاع بصناديق متطابقة',
            description:
              'الصناديق المتساوية في الحجم والقابلة للتكديس تحوّل أعلى الخزانة أو المساحة تحت السرير إلى تخزين مرتّب. كما أن الحاويات المتشابهة تبدو أهدأ بكثير من سلال غير متناسقة.',
            tip: 'ضع ملصقًا على الجانب القصير لكل صندوق لتقرأه دون أن تسحبه.',
            cta_text: 'تسوّق الصناديق القابلة للتكديس',
            affiliate_note: 'قد نحصل على عمولة إذا اشتريت عبر هذا الرابط.',
          },
          {
            title: 'قاعدة: يدخل غرض، يخرج غرض',
            description:
              'كلما دخل البيت غرض جديد، يخرج غرض مشابه. إنها أبسط طريقة لمنع الشقة التي رتّبتها للتو من الامتلاء مجددًا خلال بضعة أشهر.',
            tip: 'طبّق القاعدة قبل الشراء لا بعده، وستجد نفسك تشتري أقل.',
          },
          {
            title: 'تخلّص من الأغراض خلال أسبوع',
            description:
              'اتفق مع جمعية خيرية على استلام التبرعات، أو اعرض الأغراض للبيع في يوم الفرز نفسه. أكياس التبرعات المتروكة في المدخل تجد طريقها عادةً إلى الخزائن من جديد.',
            tip: 'ما لم يُبَع خلال أسبوعين يذهب إلى التبرّع دون تردّد.',
          },
        ],
      },
      fr: {
        slug: 'desencombrer-un-petit-appartement',
        title: 'Désencombrer un petit appartement sans y passer le week-end',
        excerpt:
          'Dans un petit espace, tout s’accumule très vite. Des séances courtes et quelques règles fermes suffisent pour retrouver de la place, des placards qui respirent et l’esprit plus léger.',
        tips: [
          {
            title: 'Commencer par un tiroir, pas par une pièce',
            description:
              'Choisissez un seul tiroir ou une seule étagère et terminez-le en quinze minutes, coup d’éponge compris. Une petite tâche bouclée donne de l’élan ; une pièce à moitié triée ne fait qu’étaler le désordre.',
            tip: 'Lancez un minuteur et arrêtez-vous à la sonnerie, même si vous avez envie de continuer.',
          },
          {
            title: 'La méthode des quatre cartons',
            description:
              'Étiquetez quatre cartons « garder », « donner », « vendre » et « recycler », et placez-y chaque objet que vous touchez. Rien ne retourne sur l’étagère avant la fin de la séance.',
            tip: 'Si vous hésitez plus de cinq secondes, l’objet a sans doute sa place dans le carton des dons.',
          },
          {
            title: 'Compter les doublons',
            description:
              'Rassemblez tous les mugs, serviettes, chargeurs et tote bags au même endroit avant de décider quoi garder. Quatorze mugs alignés, et l’évidence saute aux yeux : six suffisent largement.',
            tip: 'Gardez la quantité utilisée pendant une semaine ordinaire, plus un exemplaire pour les invités.',
          },
          {
            title: 'Miser sur la hauteur avec des boîtes identiques',
            description:
              'Des boîtes empilables de même format transforment le dessus de l’armoire ou le dessous du lit en rangement net. Des contenants uniformes apaisent aussi le regard, bien mieux qu’un mélange de paniers dépareillés.',
            tip: 'Étiquetez le petit côté de chaque boîte pour la repérer sans avoir à la sortir.',
            cta_text: 'Voir les boîtes empilables',
            affiliate_note: 'Nous pouvons percevoir une commission si vous achetez via ce lien.',
          },
          {
            title: 'Un objet qui entre, un objet qui sort',
            description:
              'Chaque fois qu’un nouvel objet arrive, un objet similaire s’en va. C’est le moyen le plus simple d’éviter qu’un appartement fraîchement désencombré se remplisse à nouveau en quelques mois.',
            tip: 'Appliquez la règle avant d’acheter, pas après : vous achèterez moins.',
          },
          {
            title: 'S’en séparer dans la semaine',
            description:
              'Programmez un enlèvement par une association ou mettez vos annonces en ligne le jour même du tri. Les sacs de dons oubliés dans l’entrée finissent toujours par regagner les placards.',
            tip: 'Tout ce qui n’est pas vendu au bout de deux semaines part en don, sans états d’âme.',
          },
        ],
      },
      zh: {
        slug: '小公寓-断舍离',
        title: '小公寓断舍离：不用搭上整个周末',
        excerpt:
          '小空间里，东西堆起来特别快。分几次短时间集中整理，再立下几条硬规矩，就能找回地面、柜子和一份清爽的心情。',
        tips: [
          {
            title: '从一个抽屉开始，而不是一个房间',
            description:
              '只挑一个抽屉或一层架子，十五分钟内整理完，连擦拭也包括在内。完成一件小事会带来动力，而整理到一半的房间只会更乱。',
            tip: '定好计时器，铃一响就停下，哪怕你还想继续。',
          },
          {
            title: '试试“四箱法”',
            description:
              '准备四个箱子，分别贴上“保留”“捐赠”“出售”“回收”，经手的每件物品都放进其中一个。整理结束前，任何东西都不许放回架子上。',
            tip: '如果犹豫超过五秒，这件东西多半该进捐赠箱。',
          },
          {
            title: '清点重复的物品',
            description:
              '先把所有马克杯、毛巾、充电器和帆布袋集中到一处，再决定留哪些。十四个杯子摆在一起，你立刻就会明白六个已经足够。',
            tip: '按平常一周的用量保留，再为客人多留一件备用。',
          },
          {
            title: '用统一的收纳箱向上要空间',
            description:
              '尺寸相同、可叠放的收纳箱，能把衣柜顶部和床底变成整齐的储物区。统一的容器看起来也比五花八门的篮子清爽得多。',
            tip: '在每个箱子的短边贴上标签，不用拉出来就能看清里面装了什么。',
            cta_text: '选购叠放收纳箱',
            affiliate_note: '通过此链接购买，我们可能会获得佣金。',
          },
          {
            title: '坚持“进一出一”',
            description:
              '每有一件新东西进门，就让一件同类物品离开。这是防止刚清空的公寓几个月后又被塞满的最简单办法。',
            tip: '下单前就想好要淘汰哪一件，你自然会买得更少。',
          },
          {
            title: '一周内处理掉',
            description:
              '整理当天就预约公益机构上门回收，或把要卖的东西挂到二手平台上。堆在玄关的捐赠袋，往往会悄悄回到柜子里。',
            tip: '两周内卖不掉的，一律捐出，不再纠结。',
          },
        ],
      },
    },
  },
  {
    key: 'digital-detox-weekend',
    category: 'lifestyle',
    author: 'james-okafor',
    read_time: 5,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-03-20T08:00:00.000Z',
    views: 23750,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$10-$25' },
    ],
    translations: {
      en: {
        slug: 'digital-detox-weekend',
        title: 'How to Plan a Digital Detox Weekend You Will Actually Enjoy',
        excerpt:
          'Forty-eight hours offline sounds dreamy until the itch kicks in on Saturday morning. A little planning turns a tense experiment into a genuinely restful weekend.',
        tips: [
          {
            title: 'Warn people in advance',
            description:
              'Tell family, close friends and your manager when you will be offline and how to reach you in a real emergency. Knowing nobody is waiting on a reply removes most of the anxiety.',
            tip: 'Set an auto-reply on email and messaging apps so you are not tempted to check who wrote.',
          },
          {
            title: 'Make your phone boring',
            description:
              'On Friday evening, switch the screen to greyscale, log out of social apps and move them off the home screen. Every extra tap gives you a moment to ask whether you really want to scroll.',
            tip: 'Friction works better than willpower, so add as many small obstacles as you can.',
          },
          {
            title: 'Replace, don’t just remove',
            description:
              'Plan a few analogue activities in advance: a long walk, a board game, a recipe you have been saving or a paperback. Empty, unplanned time is exactly when the phone creeps back.',
            tip: 'Write your weekend plan on paper and stick it to the fridge, right where your phone used to live.',
          },
          {
            title: 'Give the phone a box and a bedtime',
            description:
              'Keep your phone in a drawer or shoebox away from the living room, and allow one short check-in window a day if you need it. Out of sight really does mean out of mind.',
            tip: 'Choose a fixed fifteen-minute window, such as 6 p.m., and keep it strictly for calls and messages that matter.',
          },
          {
            title: 'Hand its jobs to simple tools',
            description:
              'A cheap alarm clock, a paper map and a wristwatch cover most of what you use your phone for at the weekend. Each does a single job without pulling you into a feed.',
            tip: 'Start with the alarm clock: a phone on the nightstand undoes the detox before you are even awake.',
          },
        ],
      },
      es: {
        slug: 'fin-de-semana-de-desconexion-digital',
        title: 'Cómo organizar un fin de semana de desconexión digital que disfrutes de verdad',
        excerpt:
          'Cuarenta y ocho horas sin pantallas suenan de maravilla hasta que el sábado por la mañana aparece el gusanillo. Con un poco de planificación, el experimento se convierte en un fin de semana realmente reparador.',
        tips: [
          {
            title: 'Avisa con antelación',
            description:
              'Cuenta a tu familia, a tus amigos cercanos y a tu jefe cuándo estarás desconectado y cómo localizarte si surge una emergencia de verdad. Saber que nadie espera tu respuesta elimina casi toda la ansiedad.',
            tip: 'Activa una respuesta automática en el correo y en las apps de mensajería para no caer en la tentación de mirar quién te ha escrito.',
          },
          {
            title: 'Haz que el móvil sea aburrido',
            description:
              'El viernes por la noche, pon la pantalla en escala de grises, cierra sesión en las redes sociales y quítalas de la pantalla de inicio. Cada toque de más te da un segundo para preguntarte si de verdad quieres ponerte a deslizar.',
            tip: 'Los obstáculos funcionan mejor que la fuerza de voluntad, así que pon todos los que puedas.',
          },
          {
            title: 'No solo quites: sustituye',
            description:
              'Planea de antemano algunas actividades sin pantalla: un paseo largo, un juego de mesa, esa receta que tenías guardada o una novela de bolsillo. El tiempo vacío y sin plan es justo cuando el móvil vuelve a colarse.',
            tip: 'Escribe el plan del fin de semana en papel y pégalo en la nevera, justo donde solías dejar el móvil.',
          },
          {
            title: 'Dale al móvil una caja y una hora de dormir',
            description:
              'Guarda el teléfono en un cajón o en una caja de zapatos lejos del salón y, si lo necesitas, permítete un rato corto al día para revisarlo. Ojos que no ven, corazón que no siente.',
            tip: 'Fija un intervalo de quince minutos, por ejemplo a las seis de la tarde, y dedícalo solo a llamadas y mensajes importantes.',
          },
          {
            title: 'Reparte sus funciones entre objetos sencillos',
            description:
              'Un despertador barato, un mapa de papel y un reloj de pulsera cubren casi todo lo que haces con el móvil un fin de semana. Cada uno cumple una sola función sin arrastrarte a ningún scroll infinito.',
            tip: 'Empieza por el despertador: con el móvil en la mesilla, la desconexión fracasa antes de que te despiertes.',
          },
        ],
      },
      ar: {
        slug: 'عطلة-بلا-شاشات',
        title: 'كيف تخطّط لعطلة نهاية أسبوع بلا شاشات وتستمتع بها فعلًا',
        excerpt:
          'تبدو ثمانٍ وأربعون ساعة بعيدًا عن الإنترنت فكرة حالمة، إلى أن تشعر صباح السبت برغبة ملحّة في تفقّد هاتفك. قليل من التخطيط يحوّل التجربة المتوتّرة إلى عطلة مريحة حقًّا.',
        tips: [
          {
            title: 'أخبر الآخرين مسبقًا',
            description:
              'أبلغ عائلتك وأصدقاءك المقرّبين ومديرك بموعد انقطاعك، وبكيفية الوصول إليك في حالة طارئة حقيقية. حين تعرف أن لا أحد ينتظر ردّك، يزول معظم القلق.',
            tip: 'فعّل الرد الآلي في البريد وتطبيقات المراسلة حتى لا يغريك الفضول لمعرفة من راسلك.',
          },
          {
            title: 'اجعل هاتفك مملًّا',
            description:
              'مساء الجمعة، حوّل الشاشة إلى الأبيض والأسود، وسجّل خروجك من تطبيقات التواصل وانقلها بعيدًا عن الشاشة الرئيسية. كل نقرة إضافية تمنحك لحظة لتسأل نفسك: هل أريد التصفّح فعلًا؟',
            tip: 'العوائق الصغيرة أجدى من قوة الإرادة، فأكثِر منها قدر ما تستطيع.',
          },
          {
            title: 'استبدل ولا تكتفِ بالحذف',
            description:
              'خطّط مسبقًا لأنشطة بعيدة عن الشاشات: نزهة طويلة، أو لعبة لوحية، أو وصفة أجّلتها طويلًا، أو رواية ورقية. الوقت الفارغ بلا خطة هو بالضبط اللحظة التي يتسلّل فيها الهاتف من جديد.',
            tip: 'اكتب خطة عطلتك على ورقة وألصقها على الثلاجة، في المكان الذي كان هاتفك يشغله.',
          },
          {
            title: 'خصّص للهاتف صندوقًا وموعدًا للنوم',
            description:
              'احفظ هاتفك في درج أو علبة أحذية بعيدًا عن غرفة الجلوس، واسمح لنفسك بفترة قصيرة لتفقّده مرة واحدة يوميًا إن احتجت. ما يغيب عن العين يغيب عن البال فعلًا.',
            tip: 'حدّد ربع ساعة ثابتة، كالسادسة مساءً، وخصّصها للمكالمات والرسائل المهمة فقط.',
          },
          {
            title: 'وزّع مهامه على أدوات بسيطة',
            description:
              'منبّه رخيص وخريطة ورقية وساعة يد تغطّي معظم ما تستخدم الهاتف من أجله في العطلة. كل أداة منها تؤدي مهمة واحدة دون أن تجرّك إلى التمرير بلا نهاية.',
            tip: 'ابدأ بالمنبّه؛ فالهاتف بجانب السرير يُفسد التجربة قبل أن تستيقظ.',
          },
        ],
      },
      fr: {
        slug: 'week-end-deconnexion-numerique',
        title: 'Organiser un week-end de déconnexion numérique qui fait vraiment du bien',
        excerpt:
          'Quarante-huit heures hors ligne, cela fait rêver… jusqu’à ce que l’envie de consulter son téléphone surgisse le samedi matin. Avec un peu d’organisation, l’expérience tendue devient un week-end vraiment reposant.',
        tips: [
          {
            title: 'Prévenir son entourage',
            description:
              'Dites à votre famille, à vos proches et à votre responsable quand vous serez hors ligne et comment vous joindre en cas de véritable urgence. Savoir que personne n’attend de réponse dissipe l’essentiel de l’angoisse.',
            tip: 'Activez une réponse automatique sur vos mails et messageries pour ne pas être tenté de regarder qui vous a écrit.',
          },
          {
            title: 'Rendre son téléphone ennuyeux',
            description:
              'Dès le vendredi soir, passez l’écran en noir et blanc, déconnectez-vous des réseaux sociaux et retirez leurs icônes de l’écran d’accueil. Chaque geste supplémentaire vous laisse le temps de vous demander si vous avez vraiment envie de scroller.',
            tip: 'Les petits obstacles fonctionnent mieux que la volonté : multipliez-les.',
          },
          {
            title: 'Remplacer plutôt que supprimer',
            description:
              'Prévoyez quelques activités sans écran : une longue balade, un jeu de société, la recette mise de côté depuis des semaines ou un roman de poche. C’est dans le temps vide, sans programme, que le téléphone revient s’immiscer.',
            tip: 'Notez le programme du week-end sur papier et collez-le sur le frigo, là où traînait votre téléphone.',
          },
          {
            title: 'Un tiroir et un couvre-feu pour le téléphone',
            description:
              'Rangez votre téléphone dans un tiroir ou une boîte à chaussures, loin du salon, et autorisez-vous un court créneau de consultation par jour si nécessaire. Loin des yeux, loin du cœur : l’adage se vérifie.',
            tip: 'Fixez un créneau de quinze minutes, par exemple à 18 heures, réservé aux appels et messages importants.',
          },
          {
            title: 'Confier ses fonctions à des objets simples',
            description:
              'Un réveil bon marché, une carte papier et une montre couvrent presque tout ce que vous faites avec votre téléphone le week-end. Chacun remplit une seule fonction, sans vous entraîner dans un fil d’actualité.',
            tip: 'Commencez par le réveil ; un téléphone sur la table de chevet sabote la déconnexion avant même le lever.',
          },
        ],
      },
      zh: {
        slug: '数字排毒-周末',
        title: '如何安排一个真正享受的数字排毒周末',
        excerpt:
          '离线四十八小时听起来很美好，直到周六早上那股想刷手机的冲动冒出来。提前做点规划，就能把一场紧绷的试验变成真正放松的周末。',
        tips: [
          {
            title: '提前打好招呼',
            description:
              '告诉家人、好友和上司你什么时候离线，以及真有急事时该如何联系你。知道没人在等你回复，焦虑就消了一大半。',
            tip: '给邮箱和聊天软件设置自动回复，免得忍不住去看是谁发来的消息。',
          },
          {
            title: '让手机变得无聊',
            description:
              '周五晚上就把屏幕调成黑白，退出社交软件，并把它们移出主屏幕。每多点一下，你就多一秒钟问自己：真的想刷吗？',
            tip: '设置障碍比依靠意志力更有效，能加几道就加几道。',
          },
          {
            title: '不只是戒掉，还要替换',
            description:
              '提前安排几项不用屏幕的活动：长距离散步、桌游、收藏已久的菜谱，或一本平装小说。没有计划的空白时间，正是手机趁虚而入的时候。',
            tip: '把周末计划写在纸上，贴在冰箱上——就贴在原来放手机的位置。',
          },
          {
            title: '给手机一个盒子和“就寝时间”',
            description:
              '把手机放进抽屉或鞋盒，远离客厅；如果确实需要，每天只留一小段时间查看。眼不见，心真的会不烦。',
            tip: '固定一个十五分钟的时段，比如傍晚六点，只用来处理重要电话和消息。',
          },
          {
            title: '把手机的功能交给简单的工具',
            description:
              '一个便宜的闹钟、一张纸质地图和一块手表，就能覆盖你周末用手机做的大部分事。它们各司其职，不会把你拖进信息流。',
            tip: '先从闹钟开始：手机一放床头，还没醒来，排毒就已经失败了。',
          },
        ],
      },
    },
  },
  {
    key: 'build-a-reading-habit',
    category: 'lifestyle',
    author: 'maya-chen',
    read_time: 5,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-04-08T10:15:00.000Z',
    views: 7210,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
    ],
    translations: {
      en: {
        slug: 'build-a-reading-habit',
        title: 'Building a Reading Habit When You Think You Have No Time',
        excerpt:
          'You do not need a free afternoon to read more books. Small, regular pockets of time add up to a surprising number of finished novels over a year.',
        tips: [
          {
            title: 'Always have a book within reach',
            description:
              'Keep a paperback in your bag, an e-book on your phone and a novel on the bedside table. Most reading happens in unplanned gaps, like queues, commutes and waiting rooms.',
            tip: 'Put your reading app where your most-used social app used to sit on the home screen.',
          },
          {
            title: 'Count pages, not minutes',
            description:
              'Aim for twenty pages a day rather than an hour of reading. It is a target you can hit even on a busy day, and it adds up to roughly two dozen books a year.',
            tip: 'Small daily targets you always hit beat ambitious ones you keep missing.',
          },
          {
            title: 'Give yourself permission to quit',
            description:
              'If a book still feels like a chore after fifty pages, put it down and start another. Slogging through a dull book is the fastest way to stop reading altogether.',
            tip: 'Life is too short for books you are only finishing out of guilt.',
          },
          {
            title: 'Make the library your bookshop',
            description:
              'A library card gives you free access to new releases, audiobooks and e-books through the library’s app. Borrowing also makes it easier to try authors you would never pay full price for.',
            tip: 'Reserve popular titles early; the waiting list builds anticipation and gives you a natural deadline.',
          },
          {
            title: 'Swap the last scroll for a chapter',
            description:
              'Leave your phone to charge outside the bedroom and read a chapter in bed instead. You will fall asleep more easily and get through books far faster.',
            tip: 'Choose a paper book at night, so there are no notifications to pull you back to the screen.',
          },
          {
            title: 'Read with other people',
            description:
              'Start a small book club with two or three friends and meet once a month over coffee. A date on the calendar and someone to discuss the ending with are powerful motivators.',
            tip: 'Keep the group small and pick shorter books at first, so everyone actually finishes.',
          },
        ],
      },
      es: {
        slug: 'crear-el-habito-de-leer',
        title: 'Cómo crear el hábito de leer cuando crees que no tienes tiempo',
        excerpt:
          'No necesitas una tarde libre para leer más. Pequeños ratos constantes se convierten, a lo largo del año, en un número sorprendente de novelas terminadas.',
        tips: [
          {
            title: 'Lleva siempre un libro a mano',
            description:
              'Ten un libro de bolsillo en la mochila, un e-book en el móvil y una novela en la mesilla. La mayor parte de la lectura ocurre en huecos imprevistos: colas, trayectos y salas de espera.',
            tip: 'Coloca la app de lectura en el sitio que ocupaba tu red social favorita en la pantalla de inicio.',
          },
          {
            title: 'Cuenta páginas, no minutos',
            description:
              'Proponte veinte páginas al día en lugar de una hora de lectura. Es una meta que puedes cumplir incluso en un día ajetreado, y al cabo del año suma unas dos docenas de libros.',
            tip: 'Una meta pequeña que cumples siempre vale más que una ambiciosa que nunca alcanzas.',
          },
          {
            title: 'Date permiso para abandonar',
            description:
              'Si después de cincuenta páginas un libro te sigue pareciendo una obligación, déjalo y empieza otro. Arrastrarte por un libro que no te engancha es la manera más rápida de dejar de leer.',
            tip: 'La vida es demasiado corta para terminar libros solo por sentimiento de culpa.',
          },
          {
            title: 'Convierte la biblioteca en tu librería',
            description:
              'Con el carné de la biblioteca tienes acceso gratuito a novedades, audiolibros y libros electrónicos a través de su app. Pedir prestado también te anima a probar autores por los que nunca pagarías el precio completo.',
            tip: 'Reserva pronto los títulos más solicitados: la lista de espera genera expectación y te marca un plazo natural.',
          },
          {
            title: 'Cambia el último vistazo al móvil por un capítulo',
            description:
              'Deja el móvil cargando fuera del dormitorio y lee un capítulo en la cama. Te dormirás con más facilidad y terminarás los libros mucho antes.',
            tip: 'Por la noche, elige un libro en papel: así no habrá notificaciones que te devuelvan a la pantalla.',
          },
          {
            title: 'Lee en compañía',
            description:
              'Monta un pequeño club de lectura con dos o tres amigos y quedad una vez al mes para tomar un café. Tener una fecha en el calendario y alguien con quien comentar el final motiva muchísimo.',
            tip: 'Que el grupo sea pequeño y empezad con libros cortos, para que todo el mundo llegue al final.',
          },
        ],
      },
      ar: {
        slug: 'عادة-القراءة-اليومية',
        title: 'كيف تبني عادة القراءة حين تظن أنه لا وقت لديك',
        excerpt:
          'لا تحتاج إلى عصرٍ فارغ كي تقرأ أكثر. دقائق قليلة ومنتظمة تتراكم على مدار العام لتصبح عددًا مدهشًا من الروايات المكتملة.',
        tips: [
          {
            title: 'اجعل الكتاب في متناول يدك دائمًا',
            description:
              'احمل كتابًا صغيرًا في حقيبتك، واحتفظ بكتاب إلكتروني على هاتفك، ورواية بجانب سريرك. معظم القراءة تحدث في الفجوات غير المخطّط لها: في الطوابير والمواصلات وغرف الانتظار.',
            tip: 'ضع تطبيق القراءة على الشاشة الرئيسية في مكان تطبيق التواصل الذي تفتحه أكثر من غيره.',
          },
          {
            title: 'احسب الصفحات لا الدقائق',
            description:
              'اجعل هدفك عشرين صفحة يوميًا بدلًا من ساعة قراءة. إنه هدف يمكنك بلوغه حتى في يوم مزدحم، ويصل مجموعه إلى نحو عشرين كتابًا أو أكثر في السنة.',
            tip: 'الأهداف اليومية الصغيرة التي تحققها دائمًا أفضل من الأهداف الطموحة التي تفوتك باستمرار.',
          },
          {
            title: 'امنح نفسك حق التوقّف',
            description:
              'إذا بقي الكتاب عبئًا بعد خمسين صفحة، فضعه جانبًا وابدأ غيره. الإصرار على كتاب مملّ هو أسرع طريق للتوقف عن القراءة كليًا.',
            tip: 'العمر أقصر من أن نُكمل كتبًا بدافع الشعور بالذنب فقط.',
          },
          {
            title: 'اجعل المكتبة العامة متجرك',
            description:
              'تمنحك بطاقة المكتبة وصولًا مجانيًا إلى الإصدارات الجديدة والكتب الصوتية والإلكترونية عبر تطبيقها. كما تشجّعك الاستعارة على تجربة كتّاب لن تدفع ثمن كتبهم كاملًا.',
            tip: 'احجز العناوين المطلوبة مبكرًا؛ فقائمة الانتظار تصنع الترقّب وتمنحك موعدًا نهائيًا طبيعيًا.',
          },
          {
            title: 'استبدل التصفّح الأخير بفصل من كتاب',
            description:
              'اترك هاتفك يُشحن خارج غرفة النوم، واقرأ فصلًا في السرير بدلًا منه. ستنام بسهولة أكبر وتنهي الكتب أسرع بكثير.',
            tip: 'اختر كتابًا ورقيًا في المساء، فلا إشعارات تشدّك إلى الشاشة.',
          },
          {
            title: 'اقرأ مع الآخرين',
            description:
              'أسّس ناديًا صغيرًا للقراءة مع صديقين أو ثلاثة، والتقوا مرة في الشهر على فنجان قهوة. موعد محدد في التقويم وشخص تناقش معه النهاية حافزان قويان.',
            tip: 'أبقِ المجموعة صغيرة، واختاروا كتبًا قصيرة في البداية حتى يُنهيها الجميع.',
          },
        ],
      },
      fr: {
        slug: 'prendre-l-habitude-de-lire',
        title: 'Prendre l’habitude de lire quand on croit manquer de temps',
        excerpt:
          'Pas besoin d’un après-midi libre pour lire davantage. De petits moments réguliers finissent par représenter, sur un an, un nombre étonnant de romans terminés.',
        tips: [
          {
            title: 'Toujours avoir un livre à portée de main',
            description:
              'Glissez un poche dans votre sac, un livre numérique dans votre téléphone et un roman sur la table de nuit. L’essentiel de la lecture se fait dans les moments imprévus : files d’attente, trajets, salles d’attente.',
            tip: 'Placez l’application de lecture à l’endroit qu’occupait votre réseau social favori sur l’écran d’accueil.',
          },
          {
            title: 'Compter en pages, pas en minutes',
            description:
              'Visez vingt pages par jour plutôt qu’une heure de lecture. C’est un objectif tenable même les jours chargés, et cela représente plus d’une vingtaine de livres par an.',
            tip: 'Mieux vaut un petit objectif toujours atteint qu’un grand objectif toujours manqué.',
          },
          {
            title: 'S’autoriser à abandonner',
            description:
              'Si un livre reste une corvée au bout de cinquante pages, refermez-le et passez au suivant. S’acharner sur un livre ennuyeux est le moyen le plus sûr d’arrêter de lire.',
            tip: 'La vie est trop courte pour finir des livres par simple culpabilité.',
          },
          {
            title: 'Faire de la bibliothèque sa librairie',
            description:
              'Une carte de bibliothèque donne accès gratuitement aux nouveautés, aux livres audio et aux livres numériques via l’application du réseau. Emprunter permet aussi de découvrir des auteurs qu’on n’aurait jamais achetés au prix fort.',
            tip: 'Réservez tôt les titres les plus demandés : la liste d’attente crée l’envie et fixe une échéance naturelle.',
          },
          {
            title: 'Remplacer le dernier scroll par un chapitre',
            description:
              'Laissez votre téléphone charger hors de la chambre et lisez plutôt un chapitre au lit. Vous vous endormirez plus facilement et finirez vos livres bien plus vite.',
            tip: 'Le soir, préférez le papier : aucune notification ne viendra vous rappeler à l’écran.',
          },
          {
            title: 'Lire à plusieurs',
            description:
              'Lancez un petit club de lecture avec deux ou trois amis et retrouvez-vous une fois par mois autour d’un café. Une date dans l’agenda et quelqu’un avec qui débattre de la fin, c’est une motivation redoutable.',
            tip: 'Gardez le groupe restreint et choisissez d’abord des livres courts, pour que chacun aille au bout.',
          },
        ],
      },
      zh: {
        slug: '养成-阅读习惯',
        title: '没时间也能养成阅读习惯',
        excerpt:
          '想多读书，并不需要一整个空闲的下午。把零碎时间规律地用起来，一年下来，你会惊讶自己读完了那么多本书。',
        tips: [
          {
            title: '书永远放在手边',
            description:
              '包里放一本平装书，手机里存一本电子书，床头再摆一本小说。大部分阅读都发生在计划之外的空当：排队、通勤、候诊。',
            tip: '把阅读软件挪到主屏幕上原来放最常用社交软件的位置。',
          },
          {
            title: '按页数算，不按分钟算',
            description:
              '与其要求自己每天读一小时，不如定下每天二十页。忙碌的日子也能完成，一年累计下来大约是二十多本书。',
            tip: '每天都能达成的小目标，胜过总是落空的大目标。',
          },
          {
            title: '允许自己弃书',
            description:
              '如果读了五十页仍觉得是在完成任务，就放下它，换一本。硬啃一本无聊的书，是让人彻底不再读书的最快方式。',
            tip: '人生苦短，不必因为愧疚而读完一本书。',
          },
          {
            title: '把图书馆当成你的书店',
            description:
              '一张借书证，就能通过图书馆的应用免费借阅新书、有声书和电子书。借阅也让你更愿意尝试那些不会原价购买的作者。',
            tip: '热门书尽早预约，排队等待反而会带来期待感和一个自然的截止日期。',
          },
          {
            title: '用一章书代替睡前刷手机',
            description:
              '把手机放在卧室外充电，躺在床上读一章书。你会更容易入睡，读书速度也会快得多。',
            tip: '晚上选纸质书，就不会有通知把你拉回屏幕。',
          },
          {
            title: '和别人一起读',
            description:
              '和两三个朋友组一个小读书会，每月约一次，边喝咖啡边聊书。日历上的固定日期，加上有人一起讨论结局，都是强大的动力。',
            tip: '人数少一点，起初选篇幅短的书，确保每个人都能读完。',
          },
        ],
      },
    },
  },
  {
    key: 'hosting-dinner-on-a-budget',
    category: 'lifestyle',
    author: 'claire-dubois',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-05-16T11:00:00.000Z',
    views: 4380,
    tips: [
      { rating: '4.5/5', price_range: '$$' },
      { rating: '4/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$10-$25' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4/5', price_range: '$' },
    ],
    translations: {
      en: {
        slug: 'hosting-dinner-on-a-budget',
        title: 'Hosting a Dinner Party on a Budget',
        excerpt:
          'A memorable evening has more to do with warmth than with spending. These tips keep the bill modest and the host relaxed enough to enjoy their own party.',
        tips: [
          {
            title: 'Build the menu around one generous dish',
            description:
              'A big pot of braised beans, a tray of roast vegetables with chicken thighs or a family-size lasagne feeds eight for little money. Add good bread and a sharp green salad, and the table feels abundant.',
            tip: 'Choose a dish that improves when made ahead, so you are not still cooking when guests arrive.',
          },
          {
            title: 'Shop the season, and shop late',
            description:
              'Plan dishes around whatever is in season and cheapest that week, and visit the market shortly before closing for better prices. Seasonal produce also simply tastes better.',
            tip: 'Sketch two possible menus and let the market decide between them.',
          },
          {
            title: 'Accept help, but assign it',
            description:
              'When guests offer to bring something, give them a specific job: a baguette, a cheese, a bottle of white. That way you avoid ending up with five bottles of red and no bread.',
            tip: 'Guests find a specific request much easier than “just bring whatever you like”.',
          },
          {
            title: 'Serve one signature drink',
            description:
              'Instead of stocking a full bar, make one large jug of something seasonal, such as a spritz in summer or mulled wine in winter. Offer an alcohol-free version with the same garnish so everyone feels included.',
            tip: 'Mix the drink before guests arrive and chill it in the fridge rather than paying for bags of ice.',
          },
          {
            title: 'Decorate with light',
            description:
              'Turn off the ceiling light and use a few candles, fairy lights or a lamp moved close to the table. Soft lighting does more for the atmosphere than flowers or themed decorations.',
            tip: 'Put unscented candles on the table so nothing competes with the smell of the food.',
          },
          {
            title: 'Make dessert the day before',
            description:
              'Pick something that waits happily in the fridge, like a chocolate mousse, a panna cotta or a fruit crumble to reheat. It frees the oven, and your attention, for the main event.',
            tip: 'Good shop-bought ice cream with a homemade sauce counts as dessert, and nobody will complain.',
          },
        ],
      },
      es: {
        slug: 'cena-en-casa-con-poco-presupuesto',
        title: 'Cómo organizar una cena en casa con poco presupuesto',
        excerpt:
          'Una noche memorable tiene más que ver con el calor humano que con lo que te gastas. Con estos consejos, la cuenta se queda en poco y tú podrás disfrutar de tu propia cena.',
        tips: [
          {
            title: 'Construye el menú en torno a un plato generoso',
            description:
              'Una olla grande de alubias guisadas, una bandeja de verduras asadas con contramuslos de pollo o una lasaña familiar dan de comer a ocho personas por poco dinero. Añade buen pan y una ensalada verde bien aliñada, y la mesa parecerá abundante.',
            tip: 'Elige un plato que gane si se prepara con antelación, para no estar todavía cocinando cuando lleguen los invitados.',
          },
          {
            title: 'Compra de temporada, y compra tarde',
            description:
              'Planifica los platos según lo que esté de temporada y más barato esa semana, y pásate por el mercado poco antes del cierre para conseguir mejores precios. Además, el producto de temporada sabe mucho mejor.',
            tip: 'Piensa dos menús posibles y deja que el mercado elija por ti.',
          },
          {
            title: 'Acepta ayuda, pero repártela',
            description:
              'Cuando alguien se ofrezca a traer algo, encárgale algo concreto: una barra de pan, un queso, una botella de blanco. Así evitas acabar con cinco botellas de tinto y nada de pan.',
            tip: 'A los invitados les resulta mucho más fácil un encargo concreto que un «trae lo que quieras».',
          },
          {
            title: 'Sirve una sola bebida de la casa',
            description:
              'En vez de montar una barra completa, prepara una jarra grande de algo de temporada: un spritz en verano o un vino caliente especiado en invierno. Ofrece también una versión sin alcohol con la misma decoración para que nadie se sienta fuera.',
            tip: 'Prepara la bebida antes de que llegue la gente y enfríala en la nevera, sin gastar en bolsas de hielo.',
          },
          {
            title: 'Decora con luz',
            description:
              'Apaga la luz del techo y usa unas velas, una guirnalda de lucecitas o una lámpara acercada a la mesa. Una luz suave crea más ambiente que las flores o la decoración temática.',
            tip: 'Pon velas sin perfume en la mesa, para que nada compita con el olor de la comida.',
          },
          {
            title: 'Deja el postre hecho el día anterior',
            description:
              'Elige algo que aguante bien en la nevera, como una mousse de chocolate, una panna cotta o un crumble de fruta para recalentar. Así liberas el horno, y tu atención, para el plato principal.',
            tip: '¿Un buen helado comprado con una salsa casera? Cuenta como postre, y nadie se va a quejar.',
          },
        ],
      },
    },
  },
  {
    key: 'journaling-for-busy-people',
    category: 'lifestyle',
    author: 'maya-chen',
    read_time: 6,
    trending: false,
    is_advertorial: true,
    published: true,
    published_at: '2026-06-03T08:45:00.000Z',
    views: 12940,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      {
        rating: '4.5/5',
        price_range: '$18-$28',
        cta: { link: 'https://www.example.com/inkwell-oak/five-minute-journal', company_name: 'Inkwell & Oak' },
      },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      {
        rating: '4/5',
        price_range: '$10-$15',
        cta: { link: 'https://www.example.com/inkwell-oak/pocket-notebooks', company_name: 'Inkwell & Oak' },
      },
      { rating: '5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'journaling-for-busy-people',
        title: 'Journaling for Busy People: Five Minutes That Change Your Week',
        excerpt:
          'You do not need an hour of solitude to keep a journal: a few lines a day clear your head and show you what is going well. Produced in partnership with Inkwell & Oak.',
        tips: [
          {
            title: 'Write three lines, not three pages',
            description:
              'Set the bar low: what happened, how you felt and one thing you want from tomorrow. Three honest lines written daily are worth more than a long entry once a month.',
            tip: 'Stop while you still have something to say; it makes tomorrow’s entry easier to start.',
          },
          {
            title: 'Use prompts when the page feels blank',
            description:
              'A guided journal gives you a question for each day, so you never stare at an empty page. The Inkwell & Oak Five-Minute Journal splits every page into a morning and an evening section.',
            tip: 'Answer the prompt in a single sentence first, then keep writing only if you want to.',
            cta_text: 'See the guided journal',
            affiliate_note: 'This article is sponsored by Inkwell & Oak. We may earn a commission if you buy through this link.',
          },
          {
            title: 'Pair it with your evening cuppa',
            description:
              'Keep your journal and pen next to the kettle and write while your tea brews or cools. Linking journaling to a ritual you already enjoy makes it feel like a treat, not a task.',
            tip: 'Leave the journal open at today’s page so the first step is already done.',
          },
          {
            title: 'Record one specific good thing',
            description:
              'Note one good moment from the day, and make it precise: the colleague who made you laugh, not just “work was fine”. Specific details train your attention to spot them more often.',
            tip: 'If the day was truly hard, write down one thing you handled, however small.',
          },
          {
            title: 'Carry a pocket notebook',
            description:
              'Ideas, worries and funny overheard lines arrive on the bus, not at your desk. A slim notebook in your jacket catches them, and they become material for your evening entry.',
            tip: 'Choose a notebook small enough that you never have a reason to leave it at home.',
            cta_text: 'Shop pocket notebooks',
            affiliate_note: 'This article is sponsored by Inkwell & Oak. We may earn a commission if you buy through this link.',
          },
          {
            title: 'Reread once a month',
            description:
              'On the last Sunday of the month, skim your entries and underline patterns: what drained you and what lifted you. This is where journaling turns from venting into real self-knowledge.',
            tip: 'Write a one-paragraph summary of the month on the first page of the next one.',
          },
        ],
      },
      es: {
        slug: 'diario-personal-para-gente-ocupada',
        title: 'Escribir un diario cuando vas con prisa: cinco minutos que cambian tu semana',
        excerpt:
          'No necesitas una hora de soledad para llevar un diario: unas líneas al día despejan la cabeza y te muestran lo que va bien. Contenido elaborado en colaboración con Inkwell & Oak.',
        tips: [
          {
            title: 'Tres líneas, no tres páginas',
            description:
              'Pon el listón bajo: qué ha pasado, cómo te has sentido y una cosa que quieres para mañana. Tres líneas sinceras cada día valen más que una entrada larga una vez al mes.',
            tip: 'Para cuando aún te quede algo por decir: así mañana te costará menos empezar.',
          },
          {
            title: 'Usa preguntas guía cuando la página se queda en blanco',
            description:
              'Un diario guiado te propone una pregunta para cada día, así que nunca te enfrentas a una página vacía. El Five-Minute Journal de Inkwell & Oak divide cada página en una parte para la mañana y otra para la noche.',
            tip: 'Responde primero en una sola frase y sigue escribiendo solo si te apetece.',
            cta_text: 'Ver el diario guiado',
            affiliate_note:
              'Este artículo está patrocinado por Inkwell & Oak. Podemos recibir una comisión si compras a través de este enlace.',
          },
          {
            title: 'Únelo a tu infusión de la noche',
            description:
              'Deja el cuaderno y el bolígrafo junto al hervidor y escribe mientras el té reposa o se enfría. Vincular el diario a un ritual que ya disfrutas lo convierte en un capricho, no en una obligación.',
            tip: 'Deja el diario abierto por la página de hoy: el primer paso ya estará dado.',
          },
          {
            title: 'Apunta algo bueno y concreto',
            description:
              'Anota un buen momento del día y sé preciso: el compañero que te hizo reír, no un simple «el trabajo, bien». Los detalles concretos entrenan tu atención para fijarse más en ellos.',
            tip: 'Si el día ha sido realmente duro, escribe algo que hayas sabido resolver, por pequeño que sea.',
          },
          {
            title: 'Lleva una libreta de bolsillo',
            description:
              'Las ideas, las preocupaciones y las frases graciosas que oyes por ahí llegan en el autobús, no en tu escritorio. Una libreta fina en la chaqueta las atrapa y se convierten en material para la entrada de la noche.',
            tip: 'Elige una libreta tan pequeña que nunca tengas excusa para dejarla en casa.',
            cta_text: 'Ver libretas de bolsillo',
            affiliate_note:
              'Este artículo está patrocinado por Inkwell & Oak. Podemos recibir una comisión si compras a través de este enlace.',
          },
          {
            title: 'Relee una vez al mes',
            description:
              'El último domingo de cada mes, repasa tus entradas y subraya los patrones: qué te agotó y qué te animó. Ahí es donde el diario deja de ser un desahogo y se convierte en autoconocimiento de verdad.',
            tip: 'Escribe un resumen de un párrafo del mes en la primera página del siguiente.',
          },
        ],
      },
      ar: {
        slug: 'التدوين-اليومي-للمشغولين',
        title: 'التدوين اليومي للمشغولين: خمس دقائق تغيّر أسبوعك',
        excerpt:
          'لا تحتاج إلى ساعة من العزلة كي تكتب يومياتك؛ فبضعة أسطر يوميًا تصفّي ذهنك وتُريك ما يسير على ما يرام. أُعدّ هذا المحتوى بالشراكة مع Inkwell & Oak.',
        tips: [
          {
            title: 'ثلاثة أسطر لا ثلاث صفحات',
            description:
              'اجعل سقف توقعاتك منخفضًا: ماذا حدث، وبماذا شعرت، وما الذي تريده من الغد. ثلاثة أسطر صادقة كل يوم أثمن من صفحات طويلة مرة في الشهر.',
            tip: 'توقّف وما زال لديك ما تقوله؛ فذلك يسهّل عليك البدء غدًا.',
          },
          {
            title: 'استعن بالأسئلة حين تبدو الصفحة فارغة',
            description:
              'يقدّم لك دفتر اليوميات الموجَّه سؤالًا لكل يوم، فلا تجد نفسك أمام صفحة بيضاء. ويقسم دفتر Five-Minute Journal من Inkwell & Oak كل صفحة إلى قسم للصباح وآخر للمساء.',
            tip: 'أجب عن السؤال بجملة واحدة أولًا، ثم تابع الكتابة إن رغبت.',
            cta_text: 'اكتشف الدفتر الموجَّه',
            affiliate_note: 'هذا المقال برعاية Inkwell & Oak. قد نحصل على عمولة إذا اشتريت عبر هذا الرابط.',
          },
          {
            title: 'اربطه بمشروبك المسائي',
            description:
              'ضع دفترك وقلمك بجانب الغلاية، واكتب بينما يُنقع الشاي أو يبرد. ربط الكتابة بطقس تستمتع به أصلًا يجعلها متعة لا واجبًا.',
            tip: 'اترك الدفتر مفتوحًا على صفحة اليوم، فتكون الخطوة الأولى قد أُنجزت.',
          },
          {
            title: 'دوّن أمرًا جميلًا ومحدّدًا',
            description:
              'سجّل لحظة جميلة واحدة من يومك، وكن دقيقًا: الزميل الذي أضحكك، لا مجرد «كان العمل جيدًا». التفاصيل المحددة تدرّب انتباهك على ملاحظتها أكثر.',
            tip: 'إن كان يومك صعبًا حقًا، فاكتب شيئًا واحدًا تعاملت معه بنجاح، مهما كان صغيرًا.',
          },
          {
            title: 'احمل دفترًا صغيرًا في جيبك',
            description:
              'الأفكار والهموم والعبارات الطريفة التي تسمعها صدفةً تأتيك في الحافلة لا على مكتبك. دفتر رفيع في جيب سترتك يلتقطها، لتصبح مادة لتدوينتك المسائية.',
            tip: 'اختر دفترًا صغيرًا إلى حدّ لا يترك لك عذرًا لنسيانه في البيت.',
            cta_text: 'تسوّق دفاتر الجيب',
            affiliate_note: 'هذا المقال برعاية Inkwell & Oak. قد نحصل على عمولة إذا اشتريت عبر هذا الرابط.',
          },
          {
            title: 'أعد القراءة مرة في الشهر',
            description:
              'في نهاية كل شهر، تصفّح ما كتبته وضع خطًا تحت الأنماط المتكررة: ما الذي أرهقك وما الذي رفع معنوياتك. هنا يتحوّل التدوين من تنفيس إلى معرفة حقيقية بالذات.',
            tip: 'اكتب فقرة واحدة تلخّص الشهر في الصفحة الأولى من الشهر التالي.',
          },
        ],
      },
      fr: {
        slug: 'tenir-un-journal-en-cinq-minutes',
        title: 'Tenir un journal quand on est débordé : cinq minutes qui changent la semaine',
        excerpt:
          'Nul besoin d’une heure de solitude pour tenir un journal : quelques lignes par jour suffisent à vider la tête et à voir ce qui va bien. Contenu réalisé en partenariat avec Inkwell & Oak.',
        tips: [
          {
            title: 'Trois lignes, pas trois pages',
            description:
              'Placez la barre bas : ce qui s’est passé, ce que vous avez ressenti et une chose que vous attendez de demain. Trois lignes sincères chaque jour valent mieux qu’un long texte une fois par mois.',
            tip: 'Arrêtez-vous quand il vous reste encore quelque chose à dire : demain, vous repartirez plus facilement.',
          },
          {
            title: 'S’appuyer sur des questions quand la page reste blanche',
            description:
              'Un journal guidé propose une question par jour : fini le face-à-face avec la page vide. Le Five-Minute Journal d’Inkwell & Oak divise chaque page en une partie pour le matin et une autre pour le soir.',
            tip: 'Répondez d’abord en une seule phrase, puis continuez seulement si l’envie vous en prend.',
            cta_text: 'Découvrir le journal guidé',
            affiliate_note:
              'Cet article est sponsorisé par Inkwell & Oak. Nous pouvons percevoir une commission si vous achetez via ce lien.',
          },
          {
            title: 'L’associer à la tisane du soir',
            description:
              'Laissez le carnet et le stylo à côté de la bouilloire et écrivez pendant que le thé infuse ou refroidit. Lier l’écriture à un rituel que vous aimez déjà en fait un plaisir plutôt qu’une corvée.',
            tip: 'Laissez le journal ouvert à la page du jour : la première étape est déjà franchie.',
          },
          {
            title: 'Noter une bonne chose, et précisément',
            description:
              'Consignez un bon moment de la journée, en restant précis : le collègue qui vous a fait rire, pas seulement « boulot, ça allait ». Les détails concrets entraînent votre attention à les repérer plus souvent.',
            tip: 'Si la journée a été vraiment difficile, notez une chose que vous avez su gérer, même minuscule.',
          },
          {
            title: 'Avoir un carnet de poche sur soi',
            description:
              'Les idées, les soucis et les phrases drôles glanées au vol surgissent dans le bus, pas au bureau. Un carnet fin dans la poche de votre veste les capture et nourrit votre page du soir.',
            tip: 'Choisissez un carnet assez petit pour n’avoir aucune raison de le laisser à la maison.',
            cta_text: 'Voir les carnets de poche',
            affiliate_note:
              'Cet article est sponsorisé par Inkwell & Oak. Nous pouvons percevoir une commission si vous achetez via ce lien.',
          },
          {
            title: 'Se relire une fois par mois',
            description:
              'Le dernier dimanche du mois, parcourez vos pages et soulignez les récurrences : ce qui vous a épuisé, ce qui vous a porté. C’est là que le journal cesse d’être un défouloir pour devenir une vraie connaissance de soi.',
            tip: 'Rédigez un résumé du mois en un paragraphe sur la première page du mois suivant.',
          },
        ],
      },
      zh: {
        slug: '忙人的-日记习惯',
        title: '忙碌者的日记法：每天五分钟，改变你的一周',
        excerpt:
          '写日记不需要一小时的独处：每天几行字，就能理清思绪，看见生活里顺利的部分。本文由 Inkwell & Oak 合作呈现。',
        tips: [
          {
            title: '写三行，而不是三页',
            description:
              '把门槛放低：今天发生了什么、感受如何、明天想要什么。每天三行真实的文字，胜过每月一次的长篇大论。',
            tip: '在还有话可说的时候停笔，明天会更容易开头。',
          },
          {
            title: '面对空白页时，借助提问',
            description:
              '引导式日记每天给你一个问题，让你不必对着空白页发呆。Inkwell & Oak 的 Five-Minute Journal 把每页分成早晨和晚上两个部分。',
            tip: '先用一句话回答问题，想多写再继续写。',
            cta_text: '查看引导式日记本',
            affiliate_note: '本文由 Inkwell & Oak 赞助。通过此链接购买，我们可能会获得佣金。',
          },
          {
            title: '和睡前那杯茶绑在一起',
            description:
              '把日记本和笔放在烧水壶旁，趁泡茶或等茶凉的时候写几句。把写日记和一个你本来就享受的小仪式连在一起，它就成了享受而不是任务。',
            tip: '让日记本一直翻开在当天那一页，第一步就已经完成了。',
          },
          {
            title: '记下一件具体的好事',
            description:
              '写下当天一个美好的瞬间，而且要具体：是那个逗你笑的同事，而不只是“工作还行”。具体的细节会训练你的注意力，让你更常发现它们。',
            tip: '如果这一天真的很难熬，就写下一件你应付过来的事，再小也算。',
          },
          {
            title: '随身带一本口袋笔记本',
            description:
              '灵感、烦恼和偶然听到的妙语，往往在公交车上出现，而不是在书桌前。外套口袋里放一本薄本子把它们记下，晚上写日记时就有素材了。',
            tip: '选一本小到你找不到理由把它留在家里的本子。',
            cta_text: '选购口袋笔记本',
            affiliate_note: '本文由 Inkwell & Oak 赞助。通过此链接购买，我们可能会获得佣金。',
          },
          {
            title: '每月回顾一次',
            description:
              '每月最后一个周日，翻一翻这个月写下的内容，把反复出现的模式划出来：什么让你疲惫，什么让你振作。正是从这里开始，写日记从宣泄变成了真正的自我认识。',
            tip: '在下个月的第一页，用一段话总结上个月。',
          },
        ],
      },
    },
  },
  {
    key: 'sleep-friendly-evenings',
    category: 'lifestyle',
    author: 'james-okafor',
    read_time: 8,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-07-22T19:00:00.000Z',
    views: 21560,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'sleep-friendly-evenings',
        title: 'Seven Habits for a Sleep-Friendly Evening',
        excerpt:
          'Good sleep starts hours before your head hits the pillow. These evening habits help your body wind down naturally, without supplements or expensive gadgets.',
        tips: [
          {
            title: 'Keep the same wake-up time',
            description:
              'Get up at roughly the same time every day, weekends included, even after a poor night. A steady wake-up time anchors your body clock, which makes you sleepy at a sensible hour.',
            tip: 'Fix the alarm first; a regular bedtime tends to follow on its own.',
          },
          {
            title: 'Dim the lights after dinner',
            description:
              'Switch from bright ceiling lights to lamps with warm bulbs for the last two hours of the evening. Lower, warmer light tells your brain that night is coming.',
            tip: 'Put your main lamps on a cheap plug-in timer so the house dims itself at the same time every night.',
          },
          {
            title: 'Set a caffeine curfew',
            description:
              'Caffeine lingers in the body for many hours, so an afternoon latte can still be at work at midnight. Stop coffee, strong tea and cola by early afternoon.',
            tip: 'If you miss the ritual, switch to decaf or a herbal tea at your usual coffee time.',
          },
          {
            title: 'Keep the bedroom cool',
            description:
              'Most people sleep best in a well-aired room of around 16 to 19°C. Open the window for ten minutes before bed and use lighter bedding rather than turning the heating up.',
            tip: 'A warm shower an hour before bed helps too, because your body cools down afterwards.',
          },
          {
            title: 'Eat dinner earlier',
            description:
              'Aim to finish your last big meal two to three hours before bed. Digesting a heavy dinner while lying down often means broken, restless sleep.',
            tip: 'If you get hungry late, choose a small snack such as a yoghurt or a banana.',
          },
          {
            title: 'Empty your head onto paper',
            description:
              'Spend five minutes writing tomorrow’s to-do list and anything that is bothering you. Once the worries are on paper, your mind is less likely to rehearse them at 2 a.m.',
            tip: 'End the list with the first small action for tomorrow, so your brain knows there is a plan.',
          },
          {
            title: 'Get up if sleep will not come',
            description:
              'If you are still awake after about twenty minutes, go to another room and read under a dim light until you feel drowsy. Lying in bed frustrated teaches your brain that bed is for worrying.',
            tip: 'Avoid checking the time; clock-watching makes falling asleep harder.',
          },
        ],
      },
      es: {
        slug: 'noches-que-ayudan-a-dormir',
        title: 'Siete hábitos para unas noches que ayudan a dormir',
        excerpt:
          'Dormir bien empieza horas antes de apoyar la cabeza en la almohada. Estos hábitos nocturnos ayudan al cuerpo a bajar el ritmo de forma natural, sin suplementos ni aparatos caros.',
        tips: [
          {
            title: 'Levántate siempre a la misma hora',
            description:
              'Levántate más o menos a la misma hora todos los días, fines de semana incluidos, aunque hayas dormido mal. Una hora fija de despertar ancla tu reloj interno y hace que te entre el sueño a una hora razonable.',
            tip: 'Fija primero el despertador: la hora de acostarte suele regularse sola después.',
          },
          {
            title: 'Baja la luz después de cenar',
            description:
              'Durante las dos últimas horas del día, cambia las luces del techo por lámparas con bombillas de luz cálida. Una luz más tenue y cálida le indica al cerebro que llega la noche.',
            tip: 'Conecta las lámparas principales a un temporizador de enchufe barato para que la casa se atenúe sola cada noche a la misma hora.',
          },
          {
            title: 'Ponle hora límite a la cafeína',
            description:
              'La cafeína permanece muchas horas en el organismo, así que el café con leche de la tarde puede seguir haciendo efecto a medianoche. Deja el café, el té fuerte y los refrescos de cola a primera hora de la tarde.',
            tip: 'Si echas de menos el ritual, pásate al descafeinado o a una infusión a tu hora habitual del café.',
          },
          {
            title: 'Mantén fresco el dormitorio',
            description:
              'La mayoría de la gente duerme mejor en una habitación ventilada, a unos 16-19 °C. Abre la ventana diez minutos antes de acostarte y usa ropa de cama más ligera en lugar de subir la calefacción.',
            tip: 'Una ducha caliente una hora antes de dormir también ayuda, porque después el cuerpo se enfría.',
          },
          {
            title: 'Cena más temprano',
            description:
              'Intenta terminar la última comida fuerte dos o tres horas antes de acostarte. Digerir una cena copiosa tumbado suele traducirse en un sueño entrecortado e inquieto.',
            tip: 'Si te entra hambre tarde, opta por algo ligero, como un yogur o un plátano.',
          },
          {
            title: 'Vacía la cabeza en un papel',
            description:
              'Dedica cinco minutos a escribir la lista de tareas de mañana y cualquier cosa que te preocupe. Una vez en el papel, es menos probable que tu mente les dé vueltas a las dos de la madrugada.',
            tip: 'Termina la lista con la primera acción pequeña de mañana, para que tu cerebro sepa que hay un plan.',
          },
          {
            title: 'Levántate si el sueño no llega',
            description:
              'Si a los veinte minutos sigues despierto, vete a otra habitación y lee con luz tenue hasta que te entre sueño. Quedarte en la cama frustrado enseña al cerebro que la cama es para preocuparse.',
            tip: 'No mires la hora: estar pendiente del reloj hace más difícil conciliar el sueño.',
          },
        ],
      },
      ar: {
        slug: 'أمسيات-تساعد-على-النوم',
        title: 'سبع عادات لأمسيات تساعدك على النوم',
        excerpt:
          'يبدأ النوم الجيد قبل ساعات من وضع رأسك على الوسادة. تساعد هذه العادات المسائية جسمك على الاسترخاء بشكل طبيعي، دون مكمّلات غذائية أو أجهزة باهظة.',
        tips: [
          {
            title: 'استيقظ في الموعد نفسه',
            description:
              'انهض في الوقت نفسه تقريبًا كل يوم، بما في ذلك أيام العطلة، حتى بعد ليلة سيئة. موعد الاستيقاظ الثابت يضبط ساعتك البيولوجية، فتشعر بالنعاس في وقت معقول.',
            tip: 'ثبّت المنبّه أولًا، وغالبًا ما ينتظم موعد النوم من تلقاء نفسه.',
          },
          {
            title: 'خفّف الإضاءة بعد العشاء',
            description:
              'في آخر ساعتين من المساء، استبدل أضواء السقف الساطعة بمصابيح جانبية ذات إضاءة دافئة. الضوء الخافت الدافئ يُنبئ دماغك بقدوم الليل.',
            tip: 'صِل المصابيح الرئيسية بمؤقّت كهربائي رخيص ليخفت ضوء البيت تلقائيًا في الموعد نفسه كل ليلة.',
          },
          {
            title: 'حدّد موعدًا أخيرًا للكافيين',
            description:
              'يبقى الكافيين في الجسم ساعات طويلة، لذا قد يظل مفعول قهوة العصر ساريًا عند منتصف الليل. توقّف عن القهوة والشاي الثقيل ومشروبات الكولا مع بداية فترة ما بعد الظهر.',
            tip: 'إن افتقدت الطقس نفسه، فاشرب قهوة منزوعة الكافيين أو شايًا عشبيًا في موعد قهوتك المعتاد.',
          },
          {
            title: 'حافظ على برودة غرفة النوم',
            description:
              'ينام معظم الناس على نحو أفضل في غرفة جيدة التهوية حرارتها بين 16 و19 درجة مئوية. افتح النافذة عشر دقائق قبل النوم، واختر أغطية أخف بدلًا من رفع التدفئة.',
            tip: 'يساعد أيضًا الاستحمام بماء دافئ قبل النوم بساعة، لأن حرارة الجسم تنخفض بعده.',
          },
          {
            title: 'تناول العشاء مبكرًا',
            description:
              'احرص على إنهاء آخر وجبة دسمة قبل النوم بساعتين إلى ثلاث. هضم عشاء ثقيل وأنت مستلقٍ يعني غالبًا نومًا متقطعًا ومضطربًا.',
            tip: 'إذا جعت في وقت متأخر، فاختر شيئًا خفيفًا كالزبادي أو موزة.',
          },
          {
            title: 'أفرغ ما في رأسك على الورق',
            description:
              'خصّص خمس دقائق لكتابة مهام الغد وكل ما يقلقك. حين تصبح الهموم على الورق، يقلّ احتمال أن يستعيدها ذهنك في الثانية فجرًا.',
            tip: 'اختم القائمة بأول خطوة صغيرة ستقوم بها غدًا، ليعرف دماغك أن هناك خطة.',
          },
          {
            title: 'انهض إن لم يأتِ النوم',
            description:
              'إن بقيت مستيقظًا بعد نحو عشرين دقيقة، فانتقل إلى غرفة أخرى واقرأ تحت ضوء خافت حتى تشعر بالنعاس. البقاء في السرير محبطًا يعلّم دماغك أن السرير مكان للقلق.',
            tip: 'تجنّب النظر إلى الساعة؛ فمراقبة الوقت تجعل النوم أصعب.',
          },
        ],
      },
      fr: {
        slug: 'soirees-propices-au-sommeil',
        title: 'Sept habitudes pour des soirées propices au sommeil',
        excerpt:
          'Un bon sommeil se prépare des heures avant de poser la tête sur l’oreiller. Ces habitudes du soir aident le corps à ralentir naturellement, sans compléments ni gadgets coûteux.',
        tips: [
          {
            title: 'Se lever toujours à la même heure',
            description:
              'Levez-vous à peu près à la même heure chaque jour, week-end compris, même après une mauvaise nuit. Une heure de réveil stable cale votre horloge interne, et le sommeil arrive alors à une heure raisonnable.',
            tip: 'Fixez d’abord le réveil ; l’heure du coucher suit généralement d’elle-même.',
          },
          {
            title: 'Tamiser la lumière après le dîner',
            description:
              'Pendant les deux dernières heures de la soirée, remplacez le plafonnier par des lampes équipées d’ampoules à lumière chaude. Une lumière plus basse et plus chaude signale au cerveau que la nuit approche.',
            tip: 'Branchez vos lampes principales sur un programmateur bon marché pour que la maison se tamise toute seule, chaque soir à la même heure.',
          },
          {
            title: 'Instaurer un couvre-feu pour la caféine',
            description:
              'La caféine reste de longues heures dans l’organisme : le café crème de l’après-midi peut encore agir à minuit. Arrêtez le café, le thé fort et les sodas au cola dès le début de l’après-midi.',
            tip: 'Si le rituel vous manque, passez au déca ou à une tisane à l’heure habituelle du café.',
          },
          {
            title: 'Garder la chambre fraîche',
            description:
              'La plupart des gens dorment mieux dans une pièce aérée, autour de 16 à 19 °C. Ouvrez la fenêtre dix minutes avant le coucher et allégez la literie plutôt que de monter le chauffage.',
            tip: 'Une douche chaude une heure avant de dormir aide aussi, car le corps se refroidit ensuite.',
          },
          {
            title: 'Dîner plus tôt',
            description:
              'Essayez de terminer votre dernier vrai repas deux à trois heures avant le coucher. Digérer un dîner copieux en position allongée donne souvent un sommeil haché et agité.',
            tip: 'En cas de fringale tardive, optez pour un yaourt ou une banane.',
          },
          {
            title: 'Vider sa tête sur papier',
            description:
              'Prenez cinq minutes pour écrire la liste des tâches du lendemain et tout ce qui vous tracasse. Une fois couchés sur le papier, les soucis ont moins de chances de tourner en boucle à 2 heures du matin.',
            tip: 'Terminez la liste par la première petite action du lendemain : votre cerveau saura qu’il y a un plan.',
          },
          {
            title: 'Se lever si le sommeil ne vient pas',
            description:
              'Si vous êtes toujours éveillé au bout d’une vingtaine de minutes, allez dans une autre pièce et lisez sous une lumière douce jusqu’à ce que la somnolence arrive. Rester au lit à s’agacer apprend au cerveau que le lit sert à ruminer.',
            tip: 'Évitez de regarder l’heure : surveiller le réveil rend l’endormissement plus difficile.',
          },
        ],
      },
      zh: {
        slug: '助眠的-夜晚习惯',
        title: '七个让你睡得更好的夜间习惯',
        excerpt:
          '好睡眠在头碰到枕头之前好几个小时就开始了。这些晚间习惯能帮身体自然放松下来，不靠保健品，也不用昂贵的设备。',
        tips: [
          {
            title: '每天固定时间起床',
            description:
              '每天大致在同一时间起床，周末也不例外，即使前一晚没睡好。固定的起床时间能稳住生物钟，让你在合理的时间自然犯困。',
            tip: '先把闹钟固定下来，就寝时间往往会自己跟上。',
          },
          {
            title: '晚饭后调暗灯光',
            description:
              '睡前两小时，把明亮的吸顶灯换成暖光台灯或落地灯。更低、更暖的光线会告诉大脑：夜晚要来了。',
            tip: '给主要的灯接一个便宜的定时插座，让家里每晚在同一时间自动变暗。',
          },
          {
            title: '给咖啡因设个“宵禁”',
            description:
              '咖啡因会在体内停留好几个小时，下午那杯拿铁到半夜可能还在起作用。午后不久就停掉咖啡、浓茶和可乐。',
            tip: '如果舍不得这份仪式感，就在平时喝咖啡的时间改喝低因咖啡或花草茶。',
          },
          {
            title: '让卧室保持凉爽',
            description:
              '大多数人在通风良好、16至19°C的房间里睡得最好。睡前开窗通风十分钟；与其调高暖气，不如换一床轻薄些的被子。',
            tip: '睡前一小时洗个热水澡也有帮助，因为洗完后体温会随之下降。',
          },
          {
            title: '晚饭早点吃',
            description:
              '尽量在睡前两到三小时吃完最后一顿正餐。躺着消化一顿丰盛的晚饭，往往意味着睡得断断续续、辗转反侧。',
            tip: '如果深夜饿了，就吃点酸奶或一根香蕉之类的小零食。',
          },
          {
            title: '把脑子里的事倒在纸上',
            description:
              '花五分钟写下明天的待办事项和所有让你烦心的事。烦恼一旦落在纸上，凌晨两点就不太会在脑海里反复上演。',
            tip: '在清单最后写上明天要做的第一件小事，让大脑知道一切已有安排。',
          },
          {
            title: '睡不着就起来',
            description:
              '如果躺了大约二十分钟还醒着，就去另一个房间，在昏暗的灯光下看书，直到有了困意。躺在床上干着急，只会让大脑把床和焦虑联系在一起。',
            tip: '别去看时间，盯着钟表只会更难入睡。',
          },
        ],
      },
    },
  },
  {
    key: 'capsule-wardrobe-basics',
    category: 'lifestyle',
    author: 'claire-dubois',
    read_time: 7,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-08-30T09:30:00.000Z',
    views: 15870,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      {
        rating: '4/5',
        price_range: '$30-$90',
        cta: { link: 'https://www.example.com/threadline/wardrobe-essentials', company_name: 'Threadline' },
      },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
    ],
    translations: {
      en: {
        slug: 'capsule-wardrobe-basics',
        title: 'Capsule Wardrobe Basics: Dress Better With Fewer Clothes',
        excerpt:
          'A capsule wardrobe is a small, well-chosen set of clothes that all work together. It saves money and shelf space, and above all those long mornings spent staring into the wardrobe.',
        tips: [
          {
            title: 'Find out what you really wear',
            description:
              'Turn all your hangers backwards, then flip each one round the first time you wear that item. After three months, the hangers that have not moved show you what to let go.',
            tip: 'Be honest about “someday” clothes: if they do not fit your life now, they are not part of the capsule.',
          },
          {
            title: 'Choose a tight colour palette',
            description:
              'Pick two or three neutrals, such as navy, grey and camel, plus one or two accent colours you love. When everything shares a palette, almost any top works with any bottom.',
            tip: 'Build the palette from the colours of the clothes you already wear most.',
          },
          {
            title: 'Aim for about thirty pieces a season',
            description:
              'Count tops, trousers, skirts, dresses, jackets and shoes, but leave out underwear, gym kit and pyjamas. Thirty is a guideline, not a rule, so adjust it to your climate and your job.',
            tip: 'Store out-of-season clothes in a box so your daily choices stay genuinely small.',
          },
          {
            title: 'Buy fewer, better basics',
            description:
              'Spend on the pieces you wear every week, like a good coat, dark jeans and plain knitwear in natural fibres. Cost per wear matters far more than the price tag.',
            tip: 'Check seams, buttons and fabric composition before buying: good basics are well made, not just well designed.',
            cta_text: 'Browse wardrobe essentials',
            affiliate_note: 'We may earn a commission if you buy through this link.',
          },
          {
            title: 'Buy for outfits, not single items',
            description:
              'Before buying anything new, name three things you already own that it goes with. If you cannot, it will probably hang there unworn.',
            tip: 'Keep an album of your favourite outfits on your phone and have it open when you shop.',
          },
          {
            title: 'Look after what you keep',
            description:
              'Wash at lower temperatures, dry knitwear flat and remove pilling with an inexpensive fabric shaver. Well-cared-for clothes last for years, which is the whole point of a capsule.',
            tip: 'Wear an apron in the kitchen; it saves more good shirts than any stain remover.',
          },
        ],
      },
      es: {
        slug: 'armario-capsula-basico',
        title: 'Armario cápsula: vestir mejor con menos ropa',
        excerpt:
          'Un armario cápsula es una selección pequeña y bien pensada de prendas que combinan entre sí. Ahorra dinero, espacio y, sobre todo, esas mañanas eternas delante del armario.',
        tips: [
          {
            title: 'Descubre qué te pones de verdad',
            description:
              'Da la vuelta a todas las perchas y gira cada una la primera vez que te pongas esa prenda. Al cabo de tres meses, las perchas que no se han movido te dirán de qué puedes desprenderte.',
            tip: 'Sé sincero con la ropa de «algún día»: si no encaja con tu vida actual, no forma parte de la cápsula.',
          },
          {
            title: 'Elige una paleta de colores reducida',
            description:
              'Escoge dos o tres neutros, como azul marino, gris y camel, y uno o dos colores de acento que te encanten. Cuando todo comparte paleta, casi cualquier prenda de arriba combina con cualquiera de abajo.',
            tip: 'Construye la paleta a partir de los colores de las prendas que más te pones.',
          },
          {
            title: 'Apunta a unas treinta prendas por temporada',
            description:
              'Cuenta camisetas, pantalones, faldas, vestidos, chaquetas y zapatos, pero deja fuera la ropa interior, la de deporte y los pijamas. Treinta es una referencia, no una norma: ajústala a tu clima y a tu trabajo.',
            tip: 'Guarda la ropa de otra temporada en una caja para que tus opciones diarias sean realmente pocas.',
          },
          {
            title: 'Compra menos básicos, pero mejores',
            description:
              'Invierte en lo que usas cada semana: un buen abrigo, unos vaqueros oscuros y prendas de punto lisas de fibras naturales. Importa mucho más el coste por uso que el precio de la etiqueta.',
            tip: 'Revisa costuras, botones y composición antes de comprar: un buen básico se nota en cómo está hecho, no solo en el diseño.',
            cta_text: 'Ver básicos de armario',
            affiliate_note: 'Podemos recibir una comisión si compras a través de este enlace.',
          },
          {
            title: 'Compra pensando en conjuntos, no en prendas sueltas',
            description:
              'Antes de comprar algo nuevo, piensa en tres prendas que ya tengas y con las que combine. Si no se te ocurren, lo más probable es que se quede colgada sin estrenar.',
            tip: 'Guarda en el móvil un álbum con tus conjuntos favoritos y tenlo abierto cuando vayas de compras.',
          },
          {
            title: 'Cuida lo que te quedas',
            description:
              'Lava a temperaturas más bajas, seca los jerséis en horizontal y quita las bolitas con un quitapelusas barato. La ropa bien cuidada dura años, que es justo la idea de un armario cápsula.',
            tip: 'Ponte delantal en la cocina: salva más camisas buenas que cualquier quitamanchas.',
          },
        ],
      },
      ar: {
        slug: 'خزانة-الملابس-الكبسولية',
        title: 'أساسيات خزانة الملابس الكبسولية: أناقة أكبر بقطع أقل',
        excerpt:
          'الخزانة الكبسولية مجموعة صغيرة ومدروسة من الملابس تتناسق قطعها جميعًا. إنها توفّر المال والمساحة، والأهم أنها تُنهي الصباحات الطويلة أمام الخزانة.',
        tips: [
          {
            title: 'اكتشف ما ترتديه فعلًا',
            description:
              'اقلب كل العلّاقات إلى الاتجاه المعاكس، ثم أعِد كل واحدة إلى وضعها الطبيعي أول مرة ترتدي فيها القطعة. بعد ثلاثة أشهر، ستدلّك العلّاقات التي لم تتحرك على ما يمكنك الاستغناء عنه.',
            tip: 'كن صريحًا مع ملابس «يومًا ما»؛ فإن لم تناسب حياتك الآن، فليست جزءًا من الخزانة الكبسولية.',
          },
          {
            title: 'اختر لوحة ألوان محدودة',
            description:
              'اختر لونين أو ثلاثة من الألوان المحايدة، كالكحلي والرمادي والجملي، وأضف لونًا أو لونين مميزين تحبهما. حين تشترك القطع كلها في لوحة واحدة، تتناسق أي قطعة علوية مع أي قطعة سفلية تقريبًا.',
            tip: 'استخرج لوحة ألوانك من الملابس التي ترتديها أكثر من غيرها.',
          },
          {
            title: 'استهدف نحو ثلاثين قطعة لكل موسم',
            description:
              'احسب القمصان والسراويل والتنانير والفساتين والسترات والأحذية، واستثنِ الملابس الداخلية وملابس الرياضة والنوم. الرقم ثلاثون دليل لا قاعدة، فعدّله بحسب مناخك وطبيعة عملك.',
            tip: 'احفظ ملابس المواسم الأخرى في صندوق، لتبقى خياراتك اليومية قليلة فعلًا.',
          },
          {
            title: 'اشترِ أساسيات أقل وأجود',
            description:
              'أنفق على القطع التي ترتديها كل أسبوع، كمعطف جيد وبنطال جينز داكن وقطع تريكو سادة من ألياف طبيعية. تكلفة الارتداء الواحد أهم بكثير من السعر المكتوب على البطاقة.',
            tip: 'افحص الخياطة والأزرار ونوع القماش قبل الشراء؛ فجودة القطعة الأساسية في صنعتها لا في تصميمها فقط.',
            cta_text: 'تصفّح القطع الأساسية',
            affiliate_note: 'قد نحصل على عمولة إذا اشتريت عبر هذا الرابط.',
          },
          {
            title: 'اشترِ لتكوين إطلالات لا قطعًا منفردة',
            description:
              'قبل شراء أي قطعة جديدة، سمِّ ثلاث قطع تملكها وتتناسق معها. إن لم تستطع، فالأرجح أنها ستبقى معلّقة دون أن تلبسها.',
            tip: 'احتفظ على هاتفك بألبوم لإطلالاتك المفضلة، وافتحه وأنت تتسوّق.',
          },
          {
            title: 'اعتنِ بما تحتفظ به',
            description:
              'اغسل ملابسك بدرجات حرارة أقل، وجفّف الصوف مفرودًا على سطح مستوٍ، وأزل الوبر بآلة رخيصة مخصصة لذلك. الملابس التي تحظى بالعناية تدوم سنوات، وهذا جوهر الخزانة الكبسولية.',
            tip: 'ارتدِ مريلة في المطبخ؛ فهي تنقذ من القمصان الجيدة أكثر مما ينقذه أي مزيل للبقع.',
          },
        ],
      },
      fr: {
        slug: 'garde-robe-capsule-les-bases',
        title: 'Garde-robe capsule : les bases pour mieux s’habiller avec moins',
        excerpt:
          'Une garde-robe capsule, c’est une petite sélection de vêtements bien choisis qui se marient tous entre eux. Elle fait gagner de l’argent, de la place et surtout ces longues minutes passées chaque matin devant l’armoire.',
        tips: [
          {
            title: 'Découvrir ce que l’on porte vraiment',
            description:
              'Retournez tous vos cintres, puis remettez chacun à l’endroit la première fois que vous portez le vêtement. Au bout de trois mois, les cintres restés à l’envers vous indiquent de quoi vous séparer.',
            tip: 'Soyez lucide avec les vêtements « pour un jour » : s’ils ne collent pas à votre vie actuelle, ils n’ont pas leur place dans la capsule.',
          },
          {
            title: 'Choisir une palette resserrée',
            description:
              'Retenez deux ou trois neutres, comme le marine, le gris et le camel, plus une ou deux couleurs d’accent que vous adorez. Quand tout partage la même palette, presque chaque haut s’accorde avec chaque bas.',
            tip: 'Construisez la palette à partir des couleurs de vos vêtements les plus portés.',
          },
          {
            title: 'Viser une trentaine de pièces par saison',
            description:
              'Comptez hauts, pantalons, jupes, robes, vestes et chaussures, mais laissez de côté lingerie, tenues de sport et pyjamas. Trente est un repère, pas une règle : adaptez-le à votre climat et à votre travail.',
            tip: 'Rangez les vêtements hors saison dans une boîte pour que le choix quotidien reste vraiment restreint.',
          },
          {
            title: 'Acheter moins de basiques, mais mieux',
            description:
              'Investissez dans les pièces portées chaque semaine : un bon manteau, un jean brut et des mailles unies en fibres naturelles. Le coût par port compte bien davantage que le prix affiché.',
            tip: 'Vérifiez coutures, boutons et composition avant d’acheter : un bon basique se juge à sa fabrication, pas seulement à son style.',
            cta_text: 'Voir les essentiels',
            affiliate_note: 'Nous pouvons percevoir une commission si vous achetez via ce lien.',
          },
          {
            title: 'Penser en tenues, pas en pièces isolées',
            description:
              'Avant tout nouvel achat, citez trois vêtements que vous possédez déjà et avec lesquels il s’accorde. Si vous n’y arrivez pas, il risque fort de rester pendu, étiquette comprise.',
            tip: 'Gardez sur votre téléphone un album de vos tenues préférées et ouvrez-le quand vous faites du shopping.',
          },
          {
            title: 'Prendre soin de ce que l’on garde',
            description:
              'Lavez à plus basse température, séchez les pulls à plat et retirez les bouloches avec un rasoir anti-peluches bon marché. Des vêtements bien entretenus durent des années : c’est tout l’intérêt d’une capsule.',
            tip: 'Portez un tablier en cuisine ; il sauve plus de belles chemises que n’importe quel détachant.',
          },
        ],
      },
      zh: {
        slug: '胶囊衣橱-入门',
        title: '胶囊衣橱入门：衣服更少，穿得更好',
        excerpt:
          '胶囊衣橱是一小套精心挑选、彼此都能搭配的衣服。它省钱、省空间，更省掉每天早上对着衣柜发呆的那段时间。',
        tips: [
          {
            title: '弄清你真正在穿什么',
            description:
              '把所有衣架反着挂，某件衣服第一次穿过后再把衣架转回来。三个月后，那些一直没动过的衣架会告诉你该放手哪些衣服。',
            tip: '对“总有一天会穿”的衣服诚实一点：不适合现在生活的，就不属于你的胶囊衣橱。',
          },
          {
            title: '选定一组收敛的配色',
            description:
              '挑两三种基础色，比如藏青、灰色和驼色，再加一两种你喜欢的点缀色。所有衣服共用一套配色时，几乎任何上衣都能配任何下装。',
            tip: '从你最常穿的那些衣服的颜色里提炼出配色方案。',
          },
          {
            title: '每季大约三十件',
            description:
              '上衣、裤子、裙子、连衣裙、外套和鞋子都算在内，但内衣、运动服和睡衣不计。三十件只是参考，不是规定，可以根据气候和工作调整。',
            tip: '把过季衣服收进箱子，让每天的选择真正少下来。',
          },
          {
            title: '基础款少买，但要买好的',
            description:
              '把钱花在每周都穿的单品上，比如一件好大衣、一条深色牛仔裤和天然纤维的素色针织衫。单次穿着成本比吊牌价重要得多。',
            tip: '买之前看看走线、纽扣和面料成分：好的基础款靠做工，而不只是设计。',
            cta_text: '浏览衣橱基础款',
            affiliate_note: '通过此链接购买，我们可能会获得佣金。',
          },
          {
            title: '为搭配而买，而不是为单品而买',
            description:
              '买新衣服之前，先说出衣柜里三件能和它搭配的衣服。说不出来的话，它多半会一直挂在那里，连吊牌都不会剪。',
            tip: '在手机里建一个最爱穿搭的相册，逛街时打开对照。',
          },
          {
            title: '好好爱护留下的衣服',
            description:
              '用较低水温洗衣，毛衣平铺晾干，起球就用便宜的毛球修剪器处理。保养得当的衣服能穿很多年，这正是胶囊衣橱的意义所在。',
            tip: '下厨时系上围裙，它救下的好衬衫比任何去渍剂都多。',
          },
        ],
      },
    },
  },
  {
    key: 'houseplants-for-beginners',
    category: 'lifestyle',
    author: 'maya-chen',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-10-04T10:00:00.000Z',
    views: 6480,
    tips: [
      { rating: '5/5', price_range: '$10-$25' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4/5', price_range: '$' },
    ],
    translations: {
      en: {
        slug: 'houseplants-for-beginners',
        title: 'Houseplants for Beginners: Five Rules for Keeping Them Alive',
        excerpt:
          'Most houseplants die from kindness, not neglect. Get the light, water and pot right, and even a self-declared plant killer can keep a windowsill green.',
        tips: [
          {
            title: 'Start with forgiving plants',
            description:
              'Pothos, snake plants and ZZ plants tolerate missed waterings, dry air and less-than-perfect light. Build your confidence with them before moving on to fussier species like calatheas or fiddle-leaf figs.',
            tip: 'Buy one plant, keep it alive for three months, then buy the next.',
          },
          {
            title: 'Match the plant to your light',
            description:
              'Check how much light each spot gets before choosing a plant, not after. A bright, sunny window suits cacti and succulents, while a dim hallway is better for a snake plant or a ZZ.',
            tip: 'If you can comfortably read a book in that spot at midday without a lamp, most low-light plants will cope.',
          },
          {
            title: 'Water by touch, not by calendar',
            description:
              'Push a finger about two knuckles deep into the soil and water only when it feels dry at that depth. Overwatering rots roots and kills far more houseplants than forgetfulness does.',
            tip: 'When you do water, water thoroughly until it runs out of the bottom, then empty the saucer.',
          },
          {
            title: 'Use pots with drainage holes',
            description:
              'A decorative pot without a hole traps water at the bottom, where roots quietly rot. Keep the plant in its plastic nursery pot with holes and slip it inside the pretty one.',
            tip: 'Lift the pot before and after watering; you will quickly learn what “dry” feels like by weight.',
          },
          {
            title: 'Feed lightly, and only in spring and summer',
            description:
              'Plants grow mostly in the warmer, brighter months, so that is when they need fertiliser. Use a liquid feed at half strength once a month and stop in autumn and winter.',
            tip: 'Wait a few weeks before repotting a new plant; it needs time to adjust to your home first.',
          },
        ],
      },
      es: {
        slug: 'plantas-de-interior-para-principiantes',
        title: 'Plantas de interior para principiantes: cinco reglas para que sobrevivan',
        excerpt:
          'La mayoría de las plantas de interior mueren por exceso de cariño, no por abandono. Acierta con la luz, el riego y la maceta, y hasta quien dice no tener mano para las plantas tendrá un alféizar bien verde.',
        tips: [
          {
            title: 'Empieza con plantas agradecidas',
            description:
              'El potus, la sansevieria y la zamioculca aguantan olvidos de riego, aire seco y una luz que no sea la ideal. Gana confianza con ellas antes de pasar a especies más exigentes, como las calateas o el ficus lyrata.',
            tip: 'Compra una planta, mantenla viva tres meses y luego ve a por la siguiente.',
          },
          {
            title: 'Elige la planta según la luz que tienes',
            description:
              'Comprueba cuánta luz recibe cada rincón antes de elegir la planta, no después. Una ventana luminosa y soleada es ideal para cactus y suculentas, mientras que un pasillo oscuro le va mejor a una sansevieria o a una zamioculca.',
            tip: 'Si a mediodía puedes leer cómodamente en ese sitio sin encender la lámpara, casi todas las plantas de poca luz se adaptarán.',
          },
          {
            title: 'Riega al tacto, no por calendario',
            description:
              'Hunde un dedo en la tierra hasta la segunda falange y riega solo cuando notes seca esa profundidad. El exceso de riego pudre las raíces y acaba con muchas más plantas que el olvido.',
            tip: 'Cuando riegues, hazlo a fondo hasta que el agua salga por abajo, y luego vacía el plato.',
          },
          {
            title: 'Usa macetas con agujeros de drenaje',
            description:
              'Un macetero decorativo sin agujero acumula agua en el fondo, donde las raíces se pudren sin que te des cuenta. Deja la planta en su maceta de plástico con agujeros y métela dentro del macetero bonito.',
            tip: 'Levanta la maceta antes y después de regar: enseguida sabrás por el peso cuándo está seca.',
          },
          {
            title: 'Abona poco, y solo en primavera y verano',
            description:
              'Las plantas crecen sobre todo en los meses más cálidos y luminosos, y es entonces cuando necesitan abono. Usa un fertilizante líquido a mitad de dosis una vez al mes y suspéndelo en otoño e invierno.',
            tip: 'Espera unas semanas antes de trasplantar una planta recién comprada: primero tiene que adaptarse a tu casa.',
          },
        ],
      },
      ar: {
        slug: 'نباتات-منزلية-للمبتدئين',
        title: 'النباتات المنزلية للمبتدئين: خمس قواعد لتبقيها حيّة',
        excerpt:
          'تموت معظم النباتات المنزلية من فرط الاهتمام لا من الإهمال. اضبط الضوء والري والأصيص، وسيتمكّن حتى من يظن أن النباتات لا تعيش معه من الحفاظ على نافذة خضراء.',
        tips: [
          {
            title: 'ابدأ بنباتات متسامحة',
            description:
              'يتحمّل البوتس ونبات الثعبان والزاميا نسيان الري والهواء الجاف والإضاءة غير المثالية. اكتسب الثقة معها قبل أن تنتقل إلى أنواع أكثر تطلّبًا كالكالاثيا وتين الكمان.',
            tip: 'اشترِ نبتة واحدة، وحافظ عليها ثلاثة أشهر، ثم اشترِ التالية.',
          },
          {
            title: 'اختر النبتة بحسب الضوء المتاح',
            description:
              'تحقّق من كمية الضوء التي تصل إلى كل زاوية قبل اختيار النبتة لا بعده. النافذة المشمسة تناسب الصبّار والنباتات العصارية، أما الممر المعتم فيناسب نبات الثعبان أو الزاميا.',
            tip: 'إن استطعت قراءة كتاب براحة في ذلك المكان عند الظهيرة دون مصباح، فستتأقلم معه معظم نباتات الظل.',
          },
          {
            title: 'اسقِ باللمس لا بالتقويم',
            description:
              'اغرس إصبعك في التربة بعمق عقلتين تقريبًا، ولا تسقِ إلا إذا كانت جافة عند هذا العمق. الإفراط في الري يعفّن الجذور ويقتل نباتات أكثر بكثير مما يقتله النسيان.',
            tip: 'عندما تسقي، اسقِ جيدًا حتى يخرج الماء من أسفل الأصيص، ثم أفرغ الصحن.',
          },
          {
            title: 'استخدم أصصًا بفتحات تصريف',
            description:
              'الأصيص المزخرف بلا فتحة يحبس الماء في قاعه حيث تتعفّن الجذور بصمت. اترك النبتة في أصيصها البلاستيكي المثقوب، وضعه داخل الأصيص الجميل.',
            tip: 'ارفع الأصيص قبل الري وبعده؛ ستعرف سريعًا من وزنه متى تكون التربة جافة.',
          },
          {
            title: 'سمّد باعتدال، وفي الربيع والصيف فقط',
            description:
              'تنمو النباتات في الغالب خلال الأشهر الأدفأ والأكثر إشراقًا، وحينها تحتاج إلى السماد. استخدم سمادًا سائلًا بنصف التركيز مرة في الشهر، وتوقّف عنه في الخريف والشتاء.',
            tip: 'انتظر بضعة أسابيع قبل نقل نبتة جديدة إلى أصيص آخر؛ فهي تحتاج أولًا إلى التأقلم مع بيتك.',
          },
        ],
      },
      fr: {
        slug: 'plantes-d-interieur-pour-debutants',
        title: 'Plantes d’intérieur pour débutants : cinq règles pour les garder en vie',
        excerpt:
          'La plupart des plantes d’intérieur meurent d’un excès d’attention, pas de négligence. Soignez la lumière, l’arrosage et le pot, et même ceux qui se disent sans main verte garderont un rebord de fenêtre bien vert.',
        tips: [
          {
            title: 'Commencer par des plantes indulgentes',
            description:
              'Le pothos, la sansevière et le zamioculcas supportent les oublis d’arrosage, l’air sec et une lumière imparfaite. Prenez confiance avec eux avant de passer à des espèces plus capricieuses comme les calatheas ou le ficus lyrata.',
            tip: 'Achetez une plante, gardez-la en vie trois mois, puis passez à la suivante.',
          },
          {
            title: 'Choisir la plante selon sa lumière',
            description:
              'Évaluez la luminosité de chaque coin avant de choisir la plante, pas après. Une fenêtre bien ensoleillée convient aux cactus et aux succulentes, tandis qu’un couloir sombre réussira mieux à une sansevière ou à un zamioculcas.',
            tip: 'Si vous pouvez lire confortablement à cet endroit à midi sans allumer de lampe, la plupart des plantes d’ombre s’y plairont.',
          },
          {
            title: 'Arroser au toucher, pas au calendrier',
            description:
              'Enfoncez un doigt dans le terreau sur deux phalanges environ et n’arrosez que s’il est sec à cette profondeur. L’excès d’eau fait pourrir les racines et tue bien plus de plantes que l’oubli.',
            tip: 'Quand vous arrosez, faites-le généreusement jusqu’à ce que l’eau s’écoule par le fond, puis videz la soucoupe.',
          },
          {
            title: 'Utiliser des pots percés',
            description:
              'Un cache-pot sans trou retient l’eau au fond, là où les racines pourrissent en silence. Laissez la plante dans son pot en plastique percé et glissez-le dans le joli cache-pot.',
            tip: 'Soulevez le pot avant et après l’arrosage : vous apprendrez vite à reconnaître au poids un terreau sec.',
          },
          {
            title: 'Nourrir avec parcimonie, au printemps et en été seulement',
            description:
              'Les plantes poussent surtout pendant les mois chauds et lumineux : c’est là qu’elles ont besoin d’engrais. Utilisez un engrais liquide à demi-dose une fois par mois, puis arrêtez en automne et en hiver.',
            tip: 'Attendez quelques semaines avant de rempoter une plante tout juste achetée : elle doit d’abord s’acclimater.',
          },
        ],
      },
      zh: {
        slug: '新手-室内绿植',
        title: '新手养绿植：让植物活下去的五条规则',
        excerpt:
          '大多数室内植物不是被冷落死的，而是被“关爱”死的。把光照、浇水和花盆这三件事做对，就算自认“植物杀手”，也能让窗台一直绿意盎然。',
        tips: [
          {
            title: '从好养的植物开始',
            description:
              '绿萝、虎尾兰和金钱树都不怕忘记浇水、空气干燥和光线不够理想。先用它们建立信心，再挑战竹芋、琴叶榕这类娇气的品种。',
            tip: '先买一盆，养活三个月，再买下一盆。',
          },
          {
            title: '按光照选植物',
            description:
              '先看清每个角落能晒到多少光，再决定放什么植物，而不是反过来。阳光充足的窗边适合仙人掌和多肉，昏暗的走廊则更适合虎尾兰或金钱树。',
            tip: '如果中午不开灯也能在那里舒服地看书，大多数耐阴植物都能适应。',
          },
          {
            title: '凭手感浇水，别按日历浇水',
            description:
              '把手指插进土里约两个指节深，只有那个深度也摸着干了才浇水。浇水过多会让根部腐烂，害死的植物远比忘记浇水多。',
            tip: '要浇就浇透，直到水从盆底流出来，然后把托盘里的积水倒掉。',
          },
          {
            title: '用有排水孔的花盆',
            description:
              '没有孔的装饰盆会把水积在盆底，根就在那里悄悄烂掉。把植物留在带孔的塑料育苗盆里，再整个放进好看的套盆中。',
            tip: '浇水前后各掂一掂花盆，很快你就能凭重量判断土是否干了。',
          },
          {
            title: '少量施肥，只在春夏施',
            description:
              '植物主要在温暖明亮的月份生长，那时才需要肥料。每月用一次稀释到一半浓度的液体肥，秋冬两季就停掉。',
            tip: '新买的植物先别急着换盆，给它几周时间适应你家的环境。',
          },
        ],
      },
    },
  },
  {
    key: 'slow-weekend-ideas',
    category: 'lifestyle',
    author: 'claire-dubois',
    read_time: 4,
    trending: false,
    is_advertorial: false,
    published: false,
    published_at: '2026-11-10T08:00:00.000Z',
    views: 320,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$$' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'slow-weekend-ideas',
        title: 'Slow Weekend Ideas for When You Need to Recharge',
        excerpt:
          'Not every weekend needs a packed itinerary. These gentle ideas help you rest properly and arrive at Monday feeling like yourself again.',
        tips: [
          {
            title: 'Leave Saturday morning empty',
            description:
              'Keep the first half of Saturday free of plans, errands and alarms. Waking up without a schedule is one of the quickest ways to tell your body that the working week is over.',
            tip: 'Say yes to afternoon plans only, and protect the morning as if it were an appointment.',
          },
          {
            title: 'Cook something slow',
            description:
              'Choose a recipe that simmers or proves for hours, such as a ragù, a bean stew or a loaf of bread. Long, low-effort cooking gives the day a gentle rhythm and fills the flat with good smells.',
            tip: 'Make a double batch and freeze half; your Wednesday self will be grateful.',
          },
          {
            title: 'Walk without a destination',
            description:
              'Head out with no route, no step goal and no podcast, and turn down whichever street looks interesting. Aimless walking lets your mind wander, which is exactly the kind of rest a busy brain needs.',
            tip: 'Leave your headphones at home at least once; the sounds of the street are part of the point.',
          },
          {
            title: 'Do something with your hands',
            description:
              'A jigsaw puzzle, a sketchbook, a bit of knitting or repotting a plant all absorb your attention without demanding much. Hands-on hobbies quieten the urge to reach for your phone.',
            tip: 'Pick an activity with no goal to reach, so it cannot turn into another item on your to-do list.',
          },
          {
            title: 'Reset on Sunday evening',
            description:
              'Spend twenty minutes tidying, checking the calendar and laying out Monday’s clothes. A short, calm reset stops the Sunday-night dread from swallowing the whole evening.',
            tip: 'Finish the reset with something pleasant, like a bath or a favourite film, so the weekend ends on a high note.',
          },
        ],
      },
    },
  },
  {
    key: 'a-calmer-commute',
    category: 'lifestyle',
    author: 'maya-chen',
    read_time: 5,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-09-16T07:45:00.000Z',
    views: 3860,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'a-calmer-commute',
        title: 'A Calmer Commute: Six Ways to Arrive in a Better Mood',
        excerpt:
          'You cannot make the train less crowded, but you can change how the journey feels. These six small adjustments turn dead time into a buffer between home and work.',
        tips: [
          {
            title: 'Build in a ten-minute buffer',
            description:
              'Most commuting stress comes from running late, not from the journey itself. Leaving ten minutes earlier turns every delay from a crisis into a minor inconvenience.',
            tip: 'Set a “time to leave” alarm on your phone instead of relying on a quick glance at the clock.',
          },
          {
            title: 'Pack a small commute kit',
            description:
              'Keep headphones, a water bottle, a snack and a paperback in one pouch that lives in your bag. When a train is cancelled or traffic grinds to a halt, you have everything you need to wait in comfort.',
            tip: 'Restock the pouch on Sunday evening so it is never empty when you need it.',
          },
          {
            title: 'Choose what you listen to',
            description:
              'Decide before you leave whether the journey is for an audiobook, a language lesson, music or simply quiet. A deliberate choice beats scrolling through news that leaves you tense before the day has even started.',
            tip: 'Save your most gripping audiobook for the commute alone, and the journey becomes something to look forward to.',
          },
          {
            title: 'Walk or cycle part of the way',
            description:
              'Getting off one stop early or cycling to the station adds movement without adding a gym session to your week. Even fifteen minutes on foot can lift your mood and clear your head before work.',
            tip: 'Keep a compact umbrella and a spare pair of socks at work so the weather never becomes an excuse.',
          },
          {
            title: 'Use the journey as a transition',
            description:
              'On the way in, run through your three priorities for the day; on the way home, note one thing that went well and let the rest go. The commute becomes a clear boundary between work and the rest of your life.',
            tip: 'Pick a landmark on the way home, such as a bridge or a particular corner, and treat it as the point where the working day ends.',
          },
          {
            title: 'Shift your timing if you can',
            description:
              'Travelling half an hour before or after the rush often means a seat, a quieter carriage and fewer delays. Many employers are open to flexible hours or a home-working day if you ask with a clear proposal.',
            tip: 'Suggest a two-week trial; a manager finds it far easier to say yes to an experiment than to a permanent change.',
          },
        ],
      },
      es: {
        slug: 'un-trayecto-al-trabajo-mas-tranquilo',
        title: 'Un trayecto al trabajo más tranquilo: seis claves para llegar de mejor humor',
        excerpt:
          'No puedes vaciar el vagón, pero sí cambiar cómo vives el viaje. Estos seis pequeños ajustes convierten el tiempo muerto en una transición entre casa y trabajo.',
        tips: [
          {
            title: 'Date diez minutos de margen',
            description:
              'Casi siempre, el estrés del trayecto viene de ir con prisa, no del viaje en sí. Si sales diez minutos antes, cualquier retraso pasa de ser una crisis a una simple molestia.',
            tip: 'Pon en el móvil una alarma de «hora de salir» en lugar de fiarte de un vistazo rápido al reloj.',
          },
          {
            title: 'Prepara un pequeño kit de viaje',
            description:
              'Guarda los auriculares, una botella de agua, algo para picar y un libro de bolsillo en un neceser que viva siempre en tu bolso o mochila. Cuando cancelen un tren o el tráfico se atasque, tendrás a mano lo necesario para esperar con calma.',
            tip: 'Repón el kit el domingo por la noche para que nunca esté vacío cuando lo necesites.',
          },
          {
            title: 'Elige qué vas a escuchar',
            description:
              'Antes de salir, decide si el trayecto será para un audiolibro, una clase de idiomas, música o simplemente silencio. Una elección consciente es mucho mejor que ir deslizando noticias que te ponen tenso antes de que empiece el día.',
            tip: 'Reserva tu audiolibro más adictivo solo para el trayecto y verás cómo empiezas a esperarlo con ganas.',
          },
          {
            title: 'Haz parte del camino a pie o en bici',
            description:
              'Bajarte una parada antes o ir en bici hasta la estación te da movimiento sin tener que añadir una sesión de gimnasio a la semana. Bastan quince minutos caminando para mejorar el ánimo y despejar la cabeza antes de trabajar.',
            tip: 'Deja un paraguas plegable y unos calcetines de repuesto en la oficina para que el tiempo nunca sea una excusa.',
          },
          {
            title: 'Usa el viaje como transición',
            description:
              'A la ida, repasa tus tres prioridades del día; a la vuelta, apunta algo que haya salido bien y suelta lo demás. Así el trayecto se convierte en una frontera clara entre el trabajo y el resto de tu vida.',
            tip: 'Elige un punto del camino de vuelta, como un puente o una esquina concreta, y decide que ahí termina la jornada.',
          },
          {
            title: 'Cambia de horario si puedes',
            description:
              'Viajar media hora antes o después de la hora punta suele significar ir sentado, en un vagón más tranquilo y con menos retrasos. Muchas empresas están abiertas a un horario flexible o a un día de teletrabajo si lo pides con una propuesta clara.',
            tip: '¿Por qué no propones una prueba de dos semanas? A un jefe le cuesta mucho menos aceptar un experimento que un cambio definitivo.',
          },
        ],
      },
      ar: {
        slug: 'تنقل-يومي-أهدأ',
        title: 'تنقّل يومي أهدأ: ست طرق لتصل إلى عملك بمزاج أفضل',
        excerpt:
          'لا يمكنك أن تخفّف زحام القطار، لكن يمكنك أن تغيّر إحساسك بالرحلة. هذه ستة تعديلات صغيرة تحوّل الوقت الضائع إلى مساحة فاصلة بين البيت والعمل.',
        tips: [
          {
            title: 'امنح نفسك هامشًا من عشر دقائق',
            description:
              'معظم توتر الطريق يأتي من التأخر، لا من الرحلة نفسها. حين تخرج قبل موعدك بعشر دقائق، يتحوّل أي تأخير من أزمة إلى إزعاج بسيط.',
            tip: 'اضبط على هاتفك منبّهًا باسم «وقت الخروج» بدلًا من الاعتماد على نظرة سريعة إلى الساعة.',
          },
          {
            title: 'جهّز حقيبة صغيرة للطريق',
            description:
              'ضع سماعات الأذن وقارورة ماء ووجبة خفيفة وكتابًا صغيرًا في حافظة واحدة تبقى دائمًا في حقيبتك. وإذا أُلغي القطار أو توقّف السير، ستجد معك كل ما تحتاج إليه لتنتظر براحة.',
            tip: 'أعد ملء الحافظة في نهاية كل أسبوع، حتى لا تجدها فارغة حين تحتاج إليها.',
          },
          {
            title: 'اختر ما ستستمع إليه',
            description:
              'قرّر قبل أن تخرج إن كانت الرحلة لكتاب صوتي، أو لدرس لغة، أو للموسيقى، أو للهدوء فحسب. الاختيار المقصود أفضل بكثير من تصفّح أخبار تشحنك بالتوتر قبل أن يبدأ يومك.',
            tip: 'احتفظ بأكثر كتبك الصوتية تشويقًا للطريق وحده، وستجد نفسك تنتظر الرحلة بشوق.',
          },
          {
            title: 'امشِ أو اركب الدراجة في جزء من الطريق',
            description:
              'النزول قبل محطتك بمحطة واحدة أو ركوب الدراجة حتى المحطة يمنحك حركة دون أن تضيف حصة رياضية إلى أسبوعك. حتى ربع ساعة من المشي تكفي لتحسين مزاجك وتصفية ذهنك قبل العمل.',
            tip: 'احتفظ بمظلة صغيرة وجوارب إضافية في مكتبك، حتى لا يصبح الطقس عذرًا أبدًا.',
          },
          {
            title: 'اجعل الرحلة مرحلة انتقالية',
            description:
              'في طريق الذهاب، راجع أولوياتك الثلاث لليوم، وفي طريق العودة، دوّن شيئًا واحدًا سار على ما يرام ودع الباقي. هكذا يصبح التنقل حدًّا واضحًا بين العمل وبقية حياتك.',
            tip: 'اختر معلمًا في طريق العودة، كجسر أو ناصية بعينها، واعتبره النقطة التي ينتهي عندها يوم العمل.',
          },
          {
            title: 'غيّر موعدك إن استطعت',
            description:
              'التنقل قبل ساعة الذروة أو بعدها بنصف ساعة يعني غالبًا مقعدًا شاغرًا وعربة أهدأ وتأخيرات أقل. وكثير من أصحاب العمل يتقبّلون ساعات مرنة أو يومًا للعمل من المنزل إذا قدّمت طلبك باقتراح واضح.',
            tip: 'لماذا لا تقترح تجربة لمدة أسبوعين؟ فالموافقة على تجربة أسهل بكثير على المدير من الموافقة على تغيير دائم.',
          },
        ],
      },
      fr: {
        slug: 'des-trajets-quotidiens-plus-sereins',
        title: 'Des trajets quotidiens plus sereins : six façons d’arriver de meilleure humeur',
        excerpt:
          'Impossible de vider le métro aux heures de pointe, mais vous pouvez changer la façon dont vous vivez le trajet. Ces six petits ajustements transforment le temps perdu en sas entre la maison et le travail.',
        tips: [
          {
            title: 'Se garder dix minutes de marge',
            description:
              'L’essentiel du stress des transports vient du retard, pas du trajet lui-même. En partant dix minutes plus tôt, chaque imprévu passe du drame au simple contretemps.',
            tip: 'Programmez sur votre téléphone une alarme « c’est l’heure de partir » plutôt que de vous fier à un rapide coup d’œil à l’horloge.',
          },
          {
            title: 'Préparer une petite trousse de trajet',
            description:
              'Rangez écouteurs, gourde, en-cas et livre de poche dans une pochette qui ne quitte jamais votre sac. Quand un train est supprimé ou que la circulation se bloque, vous avez de quoi patienter tranquillement.',
            tip: 'Réapprovisionnez la pochette le dimanche soir pour qu’elle ne soit jamais vide au mauvais moment.',
          },
          {
            title: 'Choisir ce que l’on écoute',
            description:
              'Avant de partir, décidez si le trajet sera consacré à un livre audio, à une leçon de langue, à la musique ou tout simplement au silence. Un choix délibéré vaut mieux que de faire défiler des actualités qui vous crispent avant même le début de la journée.',
            tip: 'Réservez votre livre audio le plus captivant au trajet : vous finirez par attendre ce moment avec impatience !',
          },
          {
            title: 'Marcher ou pédaler sur une partie du chemin',
            description:
              'Descendre un arrêt plus tôt ou rejoindre la gare à vélo, c’est bouger sans ajouter une séance de sport à votre semaine. Un quart d’heure de marche suffit déjà à améliorer l’humeur et à s’éclaircir les idées avant le travail.',
            tip: 'Laissez un parapluie pliant et une paire de chaussettes de rechange au bureau : la météo ne sera plus jamais une excuse.',
          },
          {
            title: 'Faire du trajet une transition',
            description:
              'À l’aller, passez en revue vos trois priorités du jour ; au retour, notez une chose qui s’est bien passée et laissez le reste derrière vous. Le trajet devient alors une frontière nette entre le travail et le reste de votre vie.',
            tip: 'Choisissez un repère sur le chemin du retour, un pont ou un carrefour précis, et décidez que c’est là que s’arrête la journée de travail.',
          },
          {
            title: 'Décaler ses horaires si possible',
            description:
              'Voyager une demi-heure avant ou après l’heure de pointe, c’est souvent avoir une place assise, une rame plus calme et moins de retards. Beaucoup d’employeurs acceptent des horaires souples ou une journée de télétravail si la demande s’appuie sur une proposition claire.',
            tip: 'Pourquoi ne pas proposer un essai de deux semaines ? Un manager accepte bien plus facilement une expérience qu’un changement définitif.',
          },
        ],
      },
      zh: {
        slug: '更从容的-通勤',
        title: '让通勤更从容：六个办法，带着好心情到公司',
        excerpt:
          '车厢的拥挤你改变不了，但路上的感受可以改变。这六个小调整，能把通勤的“垃圾时间”变成家与工作之间的缓冲带。',
        tips: [
          {
            title: '预留十分钟余量',
            description:
              '通勤的压力大多来自赶时间，而不是路程本身。提前十分钟出门，任何延误都会从“大事不好”变成“小小不便”。',
            tip: '在手机上设一个“该出门了”的闹钟，别只靠匆匆瞄一眼时间。',
          },
          {
            title: '准备一个通勤小包',
            description:
              '把耳机、水杯、零食和一本小书放进一个收纳袋，让它常驻在你的包里。遇到列车停运或路上堵车，你也能舒舒服服地等。',
            tip: '每周日晚上补充一次，免得要用时发现里面空空如也。',
          },
          {
            title: '有意识地选择听什么',
            description:
              '出门前就想好，这一路是听有声书、学外语、听音乐，还是干脆安静待着。有意识的选择，总好过一路刷新闻，还没上班就先紧张起来。',
            tip: '把最引人入胜的有声书留到通勤时才听，你会开始期待这段路。',
          },
          {
            title: '走一段或骑一段',
            description:
              '提前一站下车，或者骑车去车站，不用专门去健身房也能动起来。哪怕只走十五分钟，也能让心情变好、头脑清醒，再开始一天的工作。',
            tip: '在公司放一把折叠伞和一双备用袜子，天气就再也不是借口。',
          },
          {
            title: '把路程当作切换模式的过渡',
            description:
              '上班路上，过一遍当天的三件要事；下班路上，记下一件顺利的事，其余的就放下。这样，通勤就成了工作与生活之间一条清晰的界线。',
            tip: '在回家路上选一个标志，比如一座桥或某个街角，把它当作下班的“终点线”。',
          },
          {
            title: '能错峰就错峰',
            description:
              '比高峰早半小时或晚半小时出行，往往就能有座位、车厢更安静、延误也更少。只要拿出清晰的方案，很多公司都愿意考虑弹性工作时间或每周一天居家办公。',
            tip: '不妨先提议试行两周：让领导同意一次尝试，比同意一项永久调整容易得多。',
          },
        ],
      },
    },
  },
  {
    key: 'making-friends-as-an-adult',
    category: 'lifestyle',
    author: 'claire-dubois',
    read_time: 7,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-10-22T09:15:00.000Z',
    views: 5240,
    tips: [
      { rating: '5/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'making-friends-as-an-adult',
        title: 'Making Friends as an Adult: Six Ways to Build Real Connections',
        excerpt:
          'Adult friendships rarely happen by accident, because school and shared flats no longer do the work for us. The good news is that a little intention and plenty of repetition go a long way.',
        tips: [
          {
            title: 'Show up to the same place regularly',
            description:
              'Friendships grow from repeated, casual contact, which is why a weekly class, choir or running club works better than a one-off event. Seeing the same faces week after week lets familiarity turn into trust.',
            tip: 'Commit to at least eight sessions before deciding whether a group is right for you.',
          },
          {
            title: 'Be the one who suggests plans',
            description:
              'Most people are waiting for someone else to make the first move, so be that person and propose something specific. “Coffee on Saturday at ten?” is far easier to accept than a vague “we should meet up sometime”.',
            tip: 'People tend to underestimate how much others enjoyed talking to them, so follow up sooner than feels natural.',
          },
          {
            title: 'Turn acquaintances into friends',
            description:
              'You probably already know a colleague, neighbour or fellow parent you enjoy chatting with. Inviting them to do something outside the usual setting, such as lunch or a walk, is often all it takes to move things on.',
            tip: 'A change of scenery changes the relationship: the same person feels different over a coffee than across a desk.',
          },
          {
            title: 'Volunteer for something you care about',
            description:
              'Working side by side towards a shared goal takes the pressure off making conversation. Food banks, community gardens and local festivals all need regular help and attract people who often share your values.',
            tip: 'Choose a role with a regular shift rather than one-off events, so you keep seeing the same people.',
          },
          {
            title: 'Ask questions, then share something back',
            description:
              'Curiosity makes people feel liked, but a conversation where only one person opens up never becomes a friendship. Answer honestly when asked, and let small personal details come out gradually.',
            tip: 'Remember one detail from each conversation, such as a job interview or a sick cat, and ask about it next time.',
          },
          {
            title: 'Keep in touch with small, regular gestures',
            description:
              'Friendships fade through neglect far more often than through conflict. A short message, a shared article or a standing monthly dinner keeps the thread alive when life gets busy.',
            tip: 'Set a weekly reminder to contact two people; it feels mechanical at first and natural within a month.',
          },
        ],
      },
      es: {
        slug: 'hacer-amigos-de-adulto',
        title: 'Hacer amigos de adulto: seis maneras de crear vínculos de verdad',
        excerpt:
          'De adultos, las amistades rara vez surgen por casualidad, porque ya no están el colegio ni el piso compartido para facilitarlas. La buena noticia es que un poco de intención y mucha constancia dan grandes resultados.',
        tips: [
          {
            title: 'Vuelve al mismo sitio con regularidad',
            description:
              'La amistad nace del contacto repetido e informal; por eso una clase semanal, un coro o un club de corredores funcionan mejor que un evento puntual. Ver las mismas caras semana tras semana permite que la familiaridad se convierta en confianza.',
            tip: 'Comprométete a ir al menos ocho veces antes de decidir si ese grupo es para ti.',
          },
          {
            title: 'Sé quien propone los planes',
            description:
              'Casi nadie se atreve a dar el primer paso, así que sé tú quien proponga algo concreto. «¿Un café el sábado a las diez?» es mucho más fácil de aceptar que un vago «a ver si quedamos un día».',
            tip: 'Solemos subestimar lo bien que le hemos caído a alguien en una primera conversación, así que vuelve a escribirle antes de lo que te parezca natural.',
          },
          {
            title: 'Convierte a los conocidos en amigos',
            description:
              'Seguramente ya conoces a algún compañero de trabajo, vecino o padre del colegio con quien te gusta charlar. Proponerle un plan fuera del contexto habitual, como comer juntos o dar un paseo, suele bastar para dar el salto.',
            tip: 'Cambiar de escenario cambia la relación: la misma persona parece otra delante de un café que al otro lado de la mesa de la oficina.',
          },
          {
            title: 'Hazte voluntario de una causa que te importe',
            description:
              'Trabajar codo con codo por un objetivo común quita presión a la hora de sacar conversación. Los bancos de alimentos, los huertos urbanos y las fiestas del barrio necesitan ayuda constante y atraen a gente que suele compartir tus valores.',
            tip: 'Elige un puesto con turno fijo en lugar de actividades sueltas, para coincidir siempre con las mismas personas.',
          },
          {
            title: 'Pregunta y luego cuenta algo tuyo',
            description:
              'La curiosidad hace que la gente se sienta apreciada, pero una conversación en la que solo se abre una persona nunca llega a ser amistad. Responde con sinceridad cuando te pregunten y deja que los detalles personales vayan saliendo poco a poco.',
            tip: 'Quédate con un detalle de cada conversación, como una entrevista de trabajo o un gato enfermo, y pregunta por él la próxima vez.',
          },
          {
            title: 'Mantén el contacto con pequeños gestos',
            description:
              'Las amistades se apagan mucho más a menudo por dejadez que por un conflicto. Un mensaje corto, un artículo compartido o una cena fija una vez al mes mantienen vivo el hilo cuando la vida se complica.',
            tip: 'Ponte un recordatorio semanal para escribir a dos personas: al principio parece mecánico, pero al cabo de un mes te saldrá solo.',
          },
        ],
      },
      ar: {
        slug: 'تكوين-صداقات-في-سن-الرشد',
        title: 'تكوين صداقات جديدة في سن الرشد: ست طرق لبناء علاقات حقيقية',
        excerpt:
          'نادرًا ما تنشأ الصداقات في الكبر بالصدفة، فلم تعد المدرسة أو السكن المشترك يقومان بهذه المهمة عنا. والخبر السار أن قليلًا من النية وكثيرًا من المواظبة يصنعان فرقًا كبيرًا.',
        tips: [
          {
            title: 'احرص على الحضور إلى المكان نفسه بانتظام',
            description:
              'تنمو الصداقات من اللقاءات العفوية المتكررة، ولهذا ينجح درس أسبوعي أو جوقة غناء أو نادٍ للجري أكثر من فعالية عابرة. رؤية الوجوه نفسها أسبوعًا بعد أسبوع تحوّل الألفة تدريجيًا إلى ثقة.',
            tip: 'التزم بحضور ثماني جلسات على الأقل قبل أن تحكم على ما إذا كانت المجموعة تناسبك.',
          },
          {
            title: 'كن أنت من يقترح الخطط',
            description:
              'معظم الناس ينتظرون أن يبادر غيرهم، فكن أنت المبادر واقترح شيئًا محددًا. دعوة مثل «قهوة يوم السبت في العاشرة؟» أسهل قبولًا بكثير من عبارة غامضة مثل «لازم نلتقي يومًا ما».',
            tip: 'نميل إلى الاستهانة بمدى إعجاب الآخرين بحديثنا الأول معهم، فبادر بالتواصل مجددًا أسرع مما تظنه مناسبًا.',
          },
          {
            title: 'حوّل المعارف إلى أصدقاء',
            description:
              'على الأرجح تعرف زميلًا أو جارًا أو أحد أولياء الأمور في مدرسة أطفالك ممن تستمتع بالحديث معهم. ودعوته إلى شيء خارج الإطار المعتاد، كغداء أو نزهة مشيًا، تكفي غالبًا لنقل العلاقة إلى مستوى آخر.',
            tip: 'تغيير المكان يغيّر العلاقة، فالشخص نفسه يبدو مختلفًا على فنجان قهوة عنه خلف مكتب العمل.',
          },
          {
            title: 'تطوّع لقضية تهمّك',
            description:
              'العمل جنبًا إلى جنب نحو هدف مشترك يخفّف عنك عناء البحث عن موضوع للحديث. بنوك الطعام والحدائق المجتمعية والمهرجانات المحلية كلها تحتاج إلى مساعدة منتظمة، وتجذب في الغالب أشخاصًا يشاركونك قيمك.',
            tip: 'اختر دورًا بمناوبة ثابتة بدلًا من الفعاليات المتفرقة، لتلتقي الأشخاص أنفسهم باستمرار.',
          },
          {
            title: 'اسأل، ثم شارك شيئًا عن نفسك',
            description:
              'الفضول يُشعر الناس بأنهم محبوبون، لكن الحديث الذي ينفتح فيه طرف واحد فقط لا يتحول أبدًا إلى صداقة. أجب بصدق حين تُسأل، ودع التفاصيل الشخصية الصغيرة تظهر شيئًا فشيئًا.',
            tip: 'تذكّر تفصيلًا واحدًا من كل حديث، كمقابلة عمل أو قطة مريضة، واسأل عنه في المرة القادمة.',
          },
          {
            title: 'حافظ على التواصل بلفتات صغيرة ومنتظمة',
            description:
              'تذبل الصداقات بسبب الإهمال أكثر بكثير مما تذبل بسبب الخلافات. رسالة قصيرة أو مقال ترسله أو عشاء شهري ثابت، كلها تُبقي الخيط موصولًا حين تزدحم الحياة.',
            tip: 'ضع في تقويمك تذكيرًا أسبوعيًا للتواصل مع شخصين؛ سيبدو الأمر آليًا في البداية، ثم يصبح طبيعيًا خلال شهر.',
          },
        ],
      },
      fr: {
        slug: 'se-faire-des-amis-a-l-age-adulte',
        title: 'Se faire des amis à l’âge adulte : six façons de tisser de vrais liens',
        excerpt:
          'À l’âge adulte, les amitiés naissent rarement par hasard : l’école et la colocation ne sont plus là pour faire le travail à notre place. Bonne nouvelle, un peu d’intention et beaucoup de régularité suffisent à changer la donne.',
        tips: [
          {
            title: 'Revenir régulièrement au même endroit',
            description:
              'L’amitié se nourrit de contacts répétés et informels : un cours hebdomadaire, une chorale ou un club de course fonctionnent donc mieux qu’un événement ponctuel. Croiser les mêmes visages semaine après semaine permet à la familiarité de se muer en confiance.',
            tip: 'Engagez-vous à participer à au moins huit séances avant de décider si le groupe vous convient.',
          },
          {
            title: 'Être celui ou celle qui propose',
            description:
              'La plupart des gens attendent que quelqu’un d’autre fasse le premier pas : soyez cette personne et proposez quelque chose de précis. « Un café samedi à dix heures ? » est bien plus facile à accepter qu’un vague « il faudrait qu’on se voie un de ces jours ».',
            tip: 'On sous-estime souvent à quel point on a plu lors d’une première conversation : relancez plus tôt que ce qui vous semble naturel.',
          },
          {
            title: 'Transformer ses connaissances en amis',
            description:
              'Vous connaissez sans doute déjà un collègue, un voisin ou un parent d’élève avec qui vous aimez discuter. L’inviter à faire quelque chose en dehors du cadre habituel, un déjeuner ou une balade, suffit souvent à faire évoluer la relation.',
            tip: 'Changer de décor change la relation : la même personne paraît différente autour d’un café que de l’autre côté d’un bureau.',
          },
          {
            title: 'S’engager comme bénévole',
            description:
              'Travailler côte à côte vers un but commun enlève la pression de devoir alimenter la conversation. Banques alimentaires, jardins partagés et fêtes de quartier ont besoin d’une aide régulière et attirent des gens qui partagent souvent vos valeurs.',
            tip: 'Choisissez une mission avec un créneau fixe plutôt que des coups de main ponctuels, pour retrouver les mêmes personnes à chaque fois.',
          },
          {
            title: 'Poser des questions, puis se livrer un peu',
            description:
              'La curiosité donne aux autres le sentiment d’être appréciés, mais une conversation où une seule personne se confie ne devient jamais une amitié. Répondez sincèrement quand on vous interroge et laissez les petits détails personnels apparaître peu à peu.',
            tip: 'Retenez un détail de chaque échange, un entretien d’embauche ou un chat malade, et prenez-en des nouvelles la fois suivante.',
          },
          {
            title: 'Entretenir le lien par de petits gestes',
            description:
              'Les amitiés s’étiolent bien plus souvent par négligence qu’à cause d’un conflit. Un court message, un article partagé ou un dîner mensuel fixe suffisent à garder le fil quand la vie s’accélère.',
            tip: 'Programmez un rappel hebdomadaire pour écrire à deux personnes : mécanique au début, le geste devient naturel en un mois !',
          },
        ],
      },
      zh: {
        slug: '成年人-如何交朋友',
        title: '成年后如何交朋友：建立真正联结的六个方法',
        excerpt:
          '成年后的友谊很少从天而降，毕竟再也没有校园生活和室友替我们牵线搭桥。好消息是，只要多一点主动、多一点坚持，收获往往超出预期。',
        tips: [
          {
            title: '固定去同一个地方',
            description:
              '友谊来自反复而随意的接触，所以每周一次的课程、合唱团或跑团，比一次性的活动更有效。一周又一周见到同样的面孔，熟悉感才会慢慢变成信任。',
            tip: '先承诺至少参加八次，再判断这个圈子适不适合你。',
          },
          {
            title: '做那个主动约人的人',
            description:
              '大多数人都在等别人先迈出第一步，那就由你来发起，而且要提出具体的安排。“周六上午十点喝杯咖啡？”远比一句含糊的“改天约”更容易让人答应。',
            tip: '我们往往低估了初次聊天后对方对自己的好感，所以不妨比你觉得合适的时间更早地再联系对方。',
          },
          {
            title: '把熟人变成朋友',
            description:
              '你身边很可能已经有聊得来的同事、邻居或孩子同学的家长。约对方在平常场合之外做点什么，比如一起吃午饭或散散步，往往就足以让关系更进一步。',
            tip: '换个场景，关系也会跟着变：同一个人，坐在咖啡桌对面和坐在办公桌对面，感觉完全不同。',
          },
          {
            title: '为你在乎的事做志愿者',
            description:
              '为共同的目标并肩做事，就不必绞尽脑汁找话题。食物银行、社区菜园和本地节庆活动都需要长期帮手，吸引来的往往也是和你价值观相近的人。',
            tip: '选择有固定班次的岗位，而不是零散的活动，这样才能一次次遇到同一群人。',
          },
          {
            title: '多提问，也要分享自己',
            description:
              '好奇心能让对方感到被欣赏，但只有一方敞开心扉的谈话，永远发展不成友谊。被问到时坦诚回答，让个人的小细节慢慢流露出来。',
            tip: '每次聊天记住一个细节，比如一场面试或一只生病的猫，下次见面时问问后续。',
          },
          {
            title: '用小而规律的举动保持联系',
            description:
              '友谊因疏于经营而变淡的情况，远比因争执而破裂的多。一条简短的消息、一篇顺手分享的文章，或每月固定的一顿晚饭，都能在生活忙碌时让这份联系不断线。',
            tip: '在日历里设一个每周提醒，给两个人发消息；刚开始会觉得刻意，一个月后就会变得自然。',
          },
        ],
      },
    },
  },
];
