import type { SeedArticle } from './types';

export const healthHomeTechArticles: SeedArticle[] = [
  // ---------------------------------------------------------------- health
  {
    key: 'better-sleep-habits-that-stick',
    category: 'health',
    author: 'amira-haddad',
    read_time: 7,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-01-12T07:30:00.000Z',
    views: 18420,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4/5', price_range: '$$' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'better-sleep-habits-that-stick',
        title: 'Better Sleep Habits That Actually Stick',
        excerpt:
          'Good sleep rarely comes from one big fix. These six small, realistic habits help your body wind down at night and wake up more rested.',
        tips: [
          {
            title: 'Keep a steady wake-up time',
            description:
              'Getting up at roughly the same time every day, weekends included, anchors your body clock more reliably than a fixed bedtime. Aim to stay within an hour of your usual alarm, even after a late night.',
            tip: 'If you slept badly, resist the long lie-in and take a short early-afternoon nap instead.',
          },
          {
            title: 'Build a 30-minute wind-down',
            description:
              'Choose two or three calming activities, such as a warm shower, light stretching or a paper book, and do them in the same order each night. The repetition itself becomes a cue that sleep is on its way.',
            tip: 'Set a gentle reminder alarm so the routine starts before you are already overtired.',
          },
          {
            title: 'Dim the lights in the evening',
            description:
              'Bright overhead light late in the evening can make it harder to feel sleepy. After dinner, switch to lamps with warm bulbs and lower your screen brightness or turn on night mode.',
            tip: 'A cheap warm-white bulb in your bedside lamp is one of the easiest sleep upgrades you can make.',
          },
          {
            title: 'Keep the bedroom cool, dark and quiet',
            description:
              'Most people sleep best in a slightly cool room, somewhere around 16–19 °C. Blackout curtains, an eye mask or earplugs block the light and noise you have stopped noticing but your brain has not.',
            tip: 'Open a window or run a fan for a few minutes before bed to clear out warm, stale air.',
          },
          {
            title: 'Watch the caffeine after lunch',
            description:
              'Caffeine can linger in your system for many hours, so an afternoon coffee may still be working at bedtime. Try moving your last cup to before 2 p.m. and notice the difference over a week.',
            tip: 'Remember that tea, cola, energy drinks and dark chocolate contain caffeine too.',
          },
          {
            title: 'Get up if you can’t sleep',
            description:
              'Lying awake and frustrated teaches your brain to link the bed with worry. If you are still awake after about 20 minutes, get up, do something quiet in dim light and go back when you feel drowsy.',
            tip: 'If restless nights go on for weeks, mention it to your doctor rather than simply putting up with it.',
          },
        ],
      },
      es: {
        slug: 'habitos-para-dormir-mejor',
        title: 'Hábitos de sueño que de verdad funcionan',
        excerpt:
          'Dormir bien casi nunca depende de un gran cambio. Estos seis hábitos pequeños y realistas ayudan al cuerpo a desconectar por la noche y a despertar más descansado.',
        tips: [
          {
            title: 'Levántate siempre a la misma hora',
            description:
              'Levantarse más o menos a la misma hora todos los días, fines de semana incluidos, regula el reloj interno mejor que fijar una hora para acostarse. Intenta no desviarte más de una hora de tu despertador habitual, aunque hayas trasnochado.',
            tip: 'Si has dormido mal, no te quedes en la cama hasta tarde: mejor echa una siesta corta a primera hora de la tarde.',
          },
          {
            title: 'Crea una rutina de 30 minutos para desconectar',
            description:
              'Elige dos o tres actividades relajantes, como una ducha caliente, unos estiramientos suaves o un libro en papel, y hazlas cada noche en el mismo orden. La propia repetición se convierte en una señal de que se acerca la hora de dormir.',
            tip: 'Programa una alarma suave que te avise de empezar la rutina antes de que el cansancio te pase factura.',
          },
          {
            title: 'Baja la luz por la noche',
            description:
              'La luz intensa del techo a última hora puede hacer que te cueste más tener sueño. Después de cenar, enciende lámparas con bombillas de luz cálida y baja el brillo de las pantallas o activa el modo nocturno.',
            tip: 'Una bombilla barata de luz cálida en la lámpara de la mesilla es una de las mejoras más sencillas para dormir mejor.',
          },
          {
            title: 'Un dormitorio fresco, oscuro y silencioso',
            description:
              'La mayoría de la gente duerme mejor en una habitación algo fresca, de entre 16 y 19 °C. Las cortinas opacas, un antifaz o unos tapones bloquean la luz y el ruido que tú ya no notas, pero tu cerebro sí.',
            tip: 'Abre un poco la ventana o pon el ventilador unos minutos antes de acostarte para renovar el aire cargado.',
          },
          {
            title: 'Cuidado con la cafeína después de comer',
            description:
              'La cafeína puede permanecer en el organismo muchas horas, así que el café de la tarde quizá siga haciendo efecto a la hora de dormir. Prueba a tomar el último antes de las dos y observa la diferencia durante una semana.',
            tip: 'Recuerda que el té, los refrescos de cola, las bebidas energéticas y el chocolate negro también llevan cafeína.',
          },
          {
            title: 'Si no puedes dormir, levántate',
            description:
              'Dar vueltas en la cama con frustración enseña al cerebro a asociarla con la preocupación. Si sigues despierto al cabo de unos 20 minutos, levántate, haz algo tranquilo con poca luz y vuelve cuando te entre sueño.',
            tip: 'Si las malas noches se prolongan durante semanas, coméntaselo a tu médico en lugar de aguantarte sin más.',
          },
        ],
      },
      ar: {
        slug: 'عادات-نوم-أفضل',
        title: 'عادات نوم أفضل تدوم معك',
        excerpt:
          'نادرًا ما يأتي النوم الجيد من تغيير واحد كبير. هذه ست عادات صغيرة وواقعية تساعد جسمك على الاسترخاء ليلًا والاستيقاظ بنشاط أكبر.',
        tips: [
          {
            title: 'استيقظ في الموعد نفسه كل يوم',
            description:
              'الاستيقاظ في وقت ثابت تقريبًا كل يوم، بما في ذلك عطلة نهاية الأسبوع، يضبط ساعتك البيولوجية أكثر من تحديد موعد ثابت للنوم. حاول ألّا تبتعد أكثر من ساعة عن موعد منبّهك المعتاد، حتى بعد السهر.',
            tip: 'إذا نمت نومًا سيئًا، فقاوم إغراء البقاء في الفراش طويلًا، وخذ بدلًا من ذلك قيلولة قصيرة في أول الظهيرة.',
          },
          {
            title: 'خصّص نصف ساعة للاسترخاء قبل النوم',
            description:
              'اختر نشاطين أو ثلاثة من الأنشطة المهدّئة، مثل حمّام دافئ أو تمارين تمدّد خفيفة أو كتاب ورقي، وكرّرها بالترتيب نفسه كل ليلة. فالتكرار في حدّ ذاته يصبح إشارة لجسمك بأن وقت النوم قد اقترب.',
            tip: 'اضبط منبّهًا هادئًا يذكّرك ببدء روتينك قبل أن يتملّكك الإرهاق.',
          },
          {
            title: 'خفّف الإضاءة في المساء',
            description:
              'قد يصعّب الضوء الساطع في ساعات المساء المتأخرة شعورك بالنعاس. بعد العشاء، استخدم مصابيح جانبية ذات إضاءة دافئة، وخفّف سطوع الشاشات أو فعّل الوضع الليلي.',
            tip: 'مصباح بإضاءة صفراء دافئة بجانب السرير من أسهل التحسينات وأقلّها كلفة للحصول على نوم أفضل.',
          },
          {
            title: 'اجعل غرفة النوم باردة ومظلمة وهادئة',
            description:
              'ينام معظم الناس أفضل في غرفة مائلة إلى البرودة، بين 16 و19 درجة مئوية تقريبًا. وتساعد الستائر المعتمة أو قناع العين أو سدادات الأذن على حجب الضوء والضجيج اللذين اعتدتهما أنت، أمّا دماغك فلم يعتدهما.',
            tip: 'افتح النافذة قليلًا أو شغّل المروحة بضع دقائق قبل النوم لتجديد الهواء.',
          },
          {
            title: 'انتبه إلى الكافيين بعد الغداء',
            description:
              'قد يبقى الكافيين في الجسم ساعات طويلة، لذا قد يظلّ فنجان القهوة الذي تشربه عصرًا مؤثّرًا عند موعد النوم. جرّب أن تشرب آخر فنجان قبل الثانية ظهرًا، ولاحظ الفرق خلال أسبوع.',
            tip: 'تذكّر أن الشاي والمشروبات الغازية ومشروبات الطاقة والشوكولاتة الداكنة تحتوي على الكافيين أيضًا.',
          },
          {
            title: 'غادر السرير إذا لم تستطع النوم',
            description:
              'الاستلقاء مستيقظًا مع الشعور بالضيق يعلّم دماغك أن يربط السرير بالقلق. إذا بقيت مستيقظًا بعد نحو 20 دقيقة، فانهض وافعل شيئًا هادئًا في ضوء خافت، ثم عد إلى السرير عندما تشعر بالنعاس.',
            tip: 'إذا استمرّت الليالي المضطربة أسابيع، فتحدّث إلى طبيبك بدلًا من الاكتفاء بالتحمّل.',
          },
        ],
      },
      fr: {
        slug: 'habitudes-pour-mieux-dormir',
        title: 'Mieux dormir : des habitudes qui tiennent vraiment',
        excerpt:
          'Un bon sommeil vient rarement d’un seul grand changement. Ces six petites habitudes réalistes aident le corps à décompresser le soir et à se réveiller plus reposé.',
        tips: [
          {
            title: 'Se lever à heure fixe',
            description:
              'Se lever à peu près à la même heure chaque jour, week-end compris, règle l’horloge interne plus sûrement qu’une heure de coucher fixe. Essayez de ne pas vous écarter de plus d’une heure de votre réveil habituel, même après une soirée tardive.',
            tip: 'Après une mauvaise nuit, évitez la grasse matinée et faites plutôt une courte sieste en début d’après-midi.',
          },
          {
            title: 'Un rituel de 30 minutes pour décompresser',
            description:
              'Choisissez deux ou trois activités apaisantes, comme une douche chaude, quelques étirements doux ou un livre papier, et enchaînez-les chaque soir dans le même ordre. La répétition devient en elle-même le signal que l’heure du coucher approche.',
            tip: 'Programmez une alarme douce pour lancer votre rituel avant d’être déjà épuisé.',
          },
          {
            title: 'Tamiser la lumière le soir',
            description:
              'Un éclairage vif en fin de soirée peut retarder l’envie de dormir. Après le dîner, passez aux lampes d’appoint à lumière chaude et baissez la luminosité des écrans ou activez le mode nuit.',
            tip: 'Une ampoule blanc chaud bon marché dans la lampe de chevet est l’une des améliorations les plus simples pour votre sommeil.',
          },
          {
            title: 'Une chambre fraîche, sombre et calme',
            description:
              'La plupart des gens dorment mieux dans une pièce un peu fraîche, autour de 16 à 19 °C. Rideaux occultants, masque de nuit ou bouchons d’oreilles bloquent la lumière et le bruit que vous ne remarquez plus, mais que votre cerveau perçoit toujours.',
            tip: 'Entrouvrez la fenêtre ou allumez un ventilateur quelques minutes avant le coucher pour renouveler l’air.',
          },
          {
            title: 'Attention à la caféine après le déjeuner',
            description:
              'La caféine peut rester active dans l’organisme pendant de longues heures : le café de l’après-midi agit donc parfois encore au moment du coucher. Essayez de prendre votre dernière tasse avant 14 h et observez la différence sur une semaine.',
            tip: 'N’oubliez pas que le thé, les sodas au cola, les boissons énergisantes et le chocolat noir contiennent aussi de la caféine.',
          },
          {
            title: 'Se relever quand le sommeil ne vient pas',
            description:
              'Rester allongé à ruminer apprend au cerveau à associer le lit à l’inquiétude. Si vous êtes toujours éveillé au bout d’une vingtaine de minutes, levez-vous, faites quelque chose de calme sous une lumière tamisée et recouchez-vous dès que la somnolence arrive.',
            tip: 'Si les nuits agitées durent plusieurs semaines, parlez-en à votre médecin plutôt que de simplement serrer les dents.',
          },
        ],
      },
      zh: {
        slug: '养成好睡眠习惯',
        title: '养成真正坚持得住的好睡眠习惯',
        excerpt:
          '好睡眠很少靠一次大改变就能实现。这六个简单可行的小习惯，能帮助身体在夜里放松下来，醒来时更有精神。',
        tips: [
          {
            title: '每天固定时间起床',
            description:
              '每天在差不多同一时间起床（周末也不例外），比规定几点上床更能稳定生物钟。即使前一晚睡得晚，也尽量让起床时间与平时相差不超过一小时。',
            tip: '如果没睡好，别赖床补觉，不如在午后早些时候小睡一会儿。',
          },
          {
            title: '睡前留出30分钟放松时间',
            description:
              '挑选两三件能让你平静下来的事，比如洗个热水澡、做些轻柔的拉伸或读一本纸质书，每晚按相同顺序进行。重复本身就会成为一种信号，告诉身体该睡觉了。',
            tip: '设一个轻柔的提醒闹钟，在你累过头之前就开始睡前程序。',
          },
          {
            title: '晚上调暗灯光',
            description:
              '深夜的明亮顶灯可能让人更难产生困意。晚饭后改用暖光台灯，同时调低屏幕亮度或开启夜间模式。',
            tip: '给床头灯换一个便宜的暖白光灯泡，是改善睡眠最简单的方法之一。',
          },
          {
            title: '让卧室凉爽、黑暗、安静',
            description:
              '大多数人在稍微偏凉的房间里睡得最好，大约16至19°C。遮光窗帘、眼罩或耳塞可以挡住那些你早已习以为常、大脑却仍会察觉的光线和噪音。',
            tip: '睡前开窗透透气或开几分钟风扇，让闷热的空气流通起来。',
          },
          {
            title: '午饭后少碰咖啡因',
            description:
              '咖啡因会在体内停留好几个小时，下午喝的咖啡到睡觉时可能仍在起作用。试着把最后一杯提前到下午两点之前，坚持一周看看有什么不同。',
            tip: '别忘了，茶、可乐、功能饮料和黑巧克力里也含有咖啡因。',
          },
          {
            title: '睡不着就起床',
            description:
              '躺在床上辗转反侧、越想越烦，会让大脑把床和焦虑联系在一起。如果大约20分钟后仍然清醒，就起身在昏暗的灯光下做点安静的事，等有了睡意再回到床上。',
            tip: '如果睡不好的情况持续好几周，请告诉医生，不要一味硬扛。',
          },
        ],
      },
    },
  },
  {
    key: 'desk-stretches-for-neck-and-back',
    category: 'health',
    author: 'amira-haddad',
    read_time: 5,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-03-03T09:00:00.000Z',
    views: 6350,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '3.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'desk-stretches-for-neck-and-back',
        title: 'Five Desk Stretches for a Stiff Neck and Back',
        excerpt:
          'Hours at a keyboard leave most of us hunched and tight. These gentle stretches take about a minute each and need nothing but your chair.',
        tips: [
          {
            title: 'Chin tucks',
            description:
              'Sit tall and gently draw your chin straight back, as if making a double chin, then hold for five seconds. Repeat ten times to counter the forward head posture that screens encourage.',
            tip: 'Keep your eyes level: the movement goes backwards, not downwards.',
          },
          {
            title: 'Seated spinal twist',
            description:
              'Sit near the front of your chair with your feet flat and rotate your upper body to the right, resting one hand on the backrest. Take three slow breaths, then switch sides.',
            tip: 'Lengthen your spine as you breathe in and twist a little further only as you breathe out.',
          },
          {
            title: 'Shoulder rolls and blade squeezes',
            description:
              'Roll your shoulders up, back and down ten times, then squeeze your shoulder blades together for five seconds. It wakes up the upper-back muscles that switch off when you slouch.',
            tip: 'Link it to something you already do, such as every time you refill your water glass.',
          },
          {
            title: 'Standing hip-flexor stretch',
            description:
              'Stand up, step one foot back into a short lunge and gently tuck your pelvis under until you feel a stretch at the front of the back hip. Hold for 20 to 30 seconds on each side.',
            tip: 'Hold the desk for balance and keep the movement small; a gentle pull is all you need.',
          },
          {
            title: 'Wrist and forearm release',
            description:
              'Extend one arm with the palm facing out and use the other hand to ease the fingers back for 15 seconds. Then turn the palm down and repeat to stretch the top of the forearm.',
            tip: 'Stop any stretch that causes sharp pain or tingling and check with a health professional.',
          },
        ],
      },
      es: {
        slug: 'estiramientos-en-la-oficina-cuello-y-espalda',
        title: 'Cinco estiramientos en la oficina para el cuello y la espalda',
        excerpt:
          'Tantas horas frente al teclado nos dejan encorvados y agarrotados. Estos estiramientos suaves duran alrededor de un minuto cada uno y solo necesitas tu silla.',
        tips: [
          {
            title: 'Retracción de barbilla',
            description:
              'Siéntate erguido y lleva suavemente la barbilla hacia atrás, como si quisieras hacer papada, y mantén la posición cinco segundos. Repite diez veces para contrarrestar la postura de cabeza adelantada que favorecen las pantallas.',
            tip: 'Mantén la mirada al frente: el movimiento es hacia atrás, no hacia abajo.',
          },
          {
            title: 'Torsión de columna sentado',
            description:
              'Siéntate en el borde de la silla con los pies bien apoyados y gira el tronco hacia la derecha, apoyando una mano en el respaldo. Respira despacio tres veces y cambia de lado.',
            tip: 'Estira la columna al inhalar y gira un poco más solo al exhalar.',
          },
          {
            title: 'Círculos de hombros y escápulas juntas',
            description:
              'Haz diez círculos con los hombros hacia arriba, atrás y abajo, y después junta las escápulas durante cinco segundos. Así activas los músculos de la parte alta de la espalda, que se desconectan cuando te encorvas.',
            tip: 'Asócialo a algo que ya haces a diario, como cada vez que vuelves a llenar el vaso de agua.',
          },
          {
            title: 'Estiramiento de flexores de cadera de pie',
            description:
              'Ponte de pie, lleva un pie hacia atrás en una zancada corta y bascula suavemente la pelvis hasta notar el estiramiento en la parte delantera de la cadera de atrás. Aguanta de 20 a 30 segundos por lado.',
            tip: 'Apóyate en la mesa para no perder el equilibrio y haz un movimiento pequeño: basta con una tensión suave.',
          },
          {
            title: 'Descarga de muñecas y antebrazos',
            description:
              'Extiende un brazo con la palma hacia fuera y, con la otra mano, lleva los dedos hacia atrás con suavidad durante 15 segundos. Luego gira la palma hacia abajo y repite para estirar la parte superior del antebrazo.',
            tip: 'Detén cualquier estiramiento que te provoque dolor agudo u hormigueo y consulta a un profesional sanitario.',
          },
        ],
      },
      ar: {
        slug: 'تمارين-تمدد-للرقبة-والظهر-على-المكتب',
        title: 'خمسة تمارين تمدّد على المكتب لتخفيف تيبّس الرقبة والظهر',
        excerpt:
          'ساعات الجلوس الطويلة أمام لوحة المفاتيح تتركنا منحنين ومشدودي العضلات. لا يستغرق كل تمرين من هذه التمارين اللطيفة أكثر من دقيقة تقريبًا، ولا تحتاج إلا إلى كرسيّك.',
        tips: [
          {
            title: 'سحب الذقن إلى الخلف',
            description:
              'اجلس مستقيمًا واسحب ذقنك برفق إلى الخلف في خط مستقيم، كأنك تصنع ذقنًا مزدوجة، ثم اثبت خمس ثوانٍ. كرّر ذلك عشر مرات لمواجهة ميل الرأس إلى الأمام الذي تسبّبه الشاشات.',
            tip: 'أبقِ نظرك مستويًا، فالحركة إلى الخلف لا إلى الأسفل.',
          },
          {
            title: 'لفّ الجذع وأنت جالس',
            description:
              'اجلس على مقدّمة الكرسي وقدماك مسطّحتان على الأرض، ثم أدر الجزء العلوي من جسمك إلى اليمين واضعًا يدك على ظهر الكرسي. تنفّس ببطء ثلاث مرات، ثم بدّل الجهة.',
            tip: 'أطِل عمودك الفقري مع الشهيق، ولا تزد الالتفاف إلا قليلًا مع الزفير.',
          },
          {
            title: 'تدوير الكتفين وضمّ لوحَي الكتف',
            description:
              'دوّر كتفيك إلى الأعلى ثم إلى الخلف ثم إلى الأسفل عشر مرات، ثم اضمم لوحَي كتفيك معًا خمس ثوانٍ. هذا ينشّط عضلات أعلى الظهر التي تتراخى عندما تنحني في جلستك.',
            tip: 'اربط هذا التمرين بعادة يومية، مثل كل مرة تعيد فيها ملء كوب الماء.',
          },
          {
            title: 'تمدّد عضلات الورك الأمامية وقوفًا',
            description:
              'قف وأرجع إحدى قدميك خطوة إلى الخلف في طعنة قصيرة، ثم أمِل حوضك إلى الداخل برفق حتى تشعر بالشدّ في مقدّمة الورك الخلفي. اثبت من 20 إلى 30 ثانية لكل جهة.',
            tip: 'استند إلى المكتب للحفاظ على توازنك، واجعل الحركة صغيرة، فالشدّ الخفيف يكفي.',
          },
          {
            title: 'إرخاء الرسغين والساعدين',
            description:
              'مدّ إحدى ذراعيك وكفّك متّجهة إلى الخارج، واستخدم اليد الأخرى لإرجاع الأصابع إلى الخلف برفق مدة 15 ثانية. ثم اقلب كفّك إلى الأسفل وكرّر الحركة لتمديد الجزء العلوي من الساعد.',
            tip: 'توقّف عن أي تمرين يسبّب ألمًا حادًّا أو تنميلًا، واستشر مختصًّا صحيًّا.',
          },
        ],
      },
      fr: {
        slug: 'etirements-au-bureau-nuque-et-dos',
        title: 'Cinq étirements au bureau pour soulager la nuque et le dos',
        excerpt:
          'Des heures devant le clavier nous laissent voûtés et raides. Ces étirements doux prennent environ une minute chacun et ne demandent rien d’autre que votre chaise.',
        tips: [
          {
            title: 'Rentrer le menton',
            description:
              'Asseyez-vous bien droit et ramenez doucement le menton vers l’arrière, comme pour faire un double menton, puis tenez cinq secondes. Répétez dix fois pour contrer la tête projetée vers l’avant qu’encouragent les écrans.',
            tip: 'Gardez le regard à l’horizontale : le mouvement va vers l’arrière, pas vers le bas.',
          },
          {
            title: 'Torsion assise',
            description:
              'Asseyez-vous au bord de la chaise, pieds bien à plat, et tournez le buste vers la droite en posant une main sur le dossier. Respirez lentement trois fois, puis changez de côté.',
            tip: 'Grandissez-vous à l’inspiration et n’accentuez la torsion qu’à l’expiration.',
          },
          {
            title: 'Rotations d’épaules et omoplates serrées',
            description:
              'Faites rouler vos épaules vers le haut, l’arrière puis le bas dix fois, puis serrez les omoplates pendant cinq secondes. Vous réveillez ainsi les muscles du haut du dos, qui se relâchent quand on s’avachit.',
            tip: 'Associez ce geste à une habitude quotidienne, par exemple chaque fois que vous remplissez votre verre d’eau.',
          },
          {
            title: 'Étirement des fléchisseurs de hanche debout',
            description:
              'Levez-vous, reculez un pied pour former une petite fente et basculez doucement le bassin jusqu’à sentir l’étirement à l’avant de la hanche arrière. Tenez 20 à 30 secondes de chaque côté.',
            tip: 'Tenez-vous au bureau pour garder l’équilibre et restez en douceur : une légère tension suffit.',
          },
          {
            title: 'Détente des poignets et des avant-bras',
            description:
              'Tendez un bras paume vers l’extérieur et, avec l’autre main, ramenez doucement les doigts vers vous pendant 15 secondes. Tournez ensuite la paume vers le bas et recommencez pour étirer le dessus de l’avant-bras.',
            tip: 'Arrêtez tout étirement qui provoque une douleur vive ou des fourmillements et demandez conseil à un professionnel de santé.',
          },
        ],
      },
      zh: {
        slug: '办公桌前的肩颈腰背拉伸',
        title: '五个办公桌前的肩颈腰背拉伸动作',
        excerpt:
          '长时间对着键盘，很多人都会弯腰驼背、浑身僵硬。这几个温和的拉伸动作每个只需一分钟左右，一把椅子就够了。',
        tips: [
          {
            title: '收下巴',
            description:
              '坐直，轻轻把下巴水平向后收，就像要做出双下巴一样，保持五秒。重复十次，可以缓解长时间看屏幕造成的头部前倾。',
            tip: '视线保持水平：动作是向后收，而不是向下低头。',
          },
          {
            title: '坐姿转体',
            description:
              '坐在椅子前半部分，双脚平踩地面，上身向右转，一只手搭在椅背上。慢慢呼吸三次，再换另一侧。',
            tip: '吸气时把脊柱向上延展，呼气时再稍微多转一点。',
          },
          {
            title: '绕肩与夹肩胛',
            description:
              '肩膀向上、向后、向下绕圈十次，然后把两侧肩胛骨向中间夹紧，保持五秒。这能唤醒驼背时“偷懒”的上背部肌肉。',
            tip: '把它和日常小事绑定，比如每次续水时都做一组。',
          },
          {
            title: '站姿髋屈肌拉伸',
            description:
              '站起来，一只脚向后迈出一小步呈弓步，轻轻向内收骨盆，直到后侧髋部前方有拉伸感。每侧保持20到30秒。',
            tip: '扶着桌子保持平衡，动作幅度小一点，有轻微牵拉感就够了。',
          },
          {
            title: '放松手腕和前臂',
            description:
              '一只手臂向前伸直，掌心朝外，用另一只手把手指轻轻往回扳，保持15秒。然后掌心朝下，重复动作，拉伸前臂上侧。',
            tip: '如果拉伸时出现刺痛或发麻，请立即停止，并咨询专业医疗人员。',
          },
        ],
      },
    },
  },
  {
    key: 'easy-ways-to-drink-more-water',
    category: 'health',
    author: 'amira-haddad',
    read_time: 4,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-05-19T08:15:00.000Z',
    views: 4210,
    tips: [
      { rating: '4.5/5', price_range: '$10-$25' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
      { rating: '4/5', price_range: '$' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'easy-ways-to-drink-more-water',
        title: 'Five Easy Ways to Drink More Water',
        excerpt:
          'Staying hydrated is simpler when water is always within reach. Try these low-effort habits to sip more throughout the day.',
        tips: [
          {
            title: 'Keep a bottle in sight',
            description:
              'People tend to drink more when water is visible and within arm’s reach. A reusable bottle on your desk or in your bag turns sipping into a reflex rather than a chore.',
            tip: 'Pick a bottle you genuinely enjoy using; that is the one you will remember to refill.',
          },
          {
            title: 'Start the day with a glass',
            description:
              'Drink a glass of water before your morning coffee or tea. It is an easy win after a night without fluids, and it attaches the new habit to something you already do.',
            tip: 'Fill the glass the night before and leave it next to the kettle.',
          },
          {
            title: 'Flavour it naturally',
            description:
              'If plain water bores you, add slices of cucumber, lemon or orange, or a few mint leaves. Sparkling water counts too, as long as it has no added sugar.',
            tip: 'Freeze berries in an ice-cube tray for a colourful, sugar-free upgrade.',
          },
          {
            title: 'Eat water-rich foods',
            description:
              'Fruit and vegetables such as watermelon, cucumber, oranges and tomatoes all add to your daily fluid intake. Soups and yoghurt help as well, especially if you struggle to drink enough.',
            tip: 'Add a side salad or a piece of fruit to at least one meal a day.',
          },
          {
            title: 'Listen to your body’s cues',
            description:
              'Needs vary with body size, activity and weather, so there is no single magic number. Thirst and pale-yellow urine are practical everyday signs that you are drinking enough.',
            tip: 'Drink a little more on hot days and when you exercise, and ask your doctor if you have a condition that limits fluids.',
          },
        ],
      },
      es: {
        slug: 'formas-faciles-de-beber-mas-agua',
        title: 'Cinco formas fáciles de beber más agua',
        excerpt:
          'Mantenerse hidratado es más sencillo cuando siempre tienes agua a mano. Prueba estos hábitos que apenas exigen esfuerzo para beber más a lo largo del día.',
        tips: [
          {
            title: 'Ten una botella a la vista',
            description:
              'Solemos beber más cuando el agua está a la vista y al alcance de la mano. Una botella reutilizable en la mesa o en el bolso convierte el beber en un acto reflejo y no en una obligación.',
            tip: 'Elige una botella que de verdad te guste usar: es la que te acordarás de rellenar.',
          },
          {
            title: 'Empieza el día con un vaso',
            description:
              'Bebe un vaso de agua antes del café o el té de la mañana. Es una victoria fácil después de toda la noche sin beber, y además asocias el nuevo hábito a algo que ya haces.',
            tip: 'Llena el vaso la noche anterior y déjalo junto a la cafetera.',
          },
          {
            title: 'Dale sabor de forma natural',
            description:
              'Si el agua sola te aburre, añade rodajas de pepino, limón o naranja, o unas hojas de menta. El agua con gas también cuenta, siempre que no lleve azúcar añadido.',
            tip: 'Congela frutos rojos en la cubitera para darle un toque de color sin nada de azúcar.',
          },
          {
            title: 'Come alimentos ricos en agua',
            description:
              'Frutas y verduras como la sandía, el pepino, la naranja o el tomate también suman a tu hidratación diaria. Las sopas y el yogur ayudan, sobre todo si te cuesta beber lo suficiente.',
            tip: 'Añade una ensalada o una pieza de fruta a al menos una comida al día.',
          },
          {
            title: 'Fíjate en las señales de tu cuerpo',
            description:
              'Las necesidades varían según la complexión, la actividad y el clima, así que no existe una cifra mágica. La sed y una orina de color amarillo claro son señales prácticas de que estás bebiendo lo suficiente.',
            tip: 'Bebe algo más los días de calor y cuando hagas ejercicio, y consulta a tu médico si tienes alguna afección que limite los líquidos.',
          },
        ],
      },
      ar: {
        slug: 'طرق-سهلة-لشرب-المزيد-من-الماء',
        title: 'خمس طرق سهلة لشرب المزيد من الماء',
        excerpt:
          'يصبح الحفاظ على ترطيب الجسم أسهل عندما يكون الماء في متناول يدك دائمًا. جرّب هذه العادات البسيطة لتشرب أكثر على مدار اليوم.',
        tips: [
          {
            title: 'أبقِ زجاجة الماء أمام عينيك',
            description:
              'نميل إلى شرب كمية أكبر عندما يكون الماء ظاهرًا وقريبًا منّا. وزجاجة قابلة لإعادة الاستخدام على مكتبك أو في حقيبتك تجعل الشرب عادة تلقائية لا مهمّة ثقيلة.',
            tip: 'اختر زجاجة تحبّ استخدامها فعلًا، فهي التي ستتذكّر أن تعيد ملأها.',
          },
          {
            title: 'ابدأ يومك بكوب ماء',
            description:
              'اشرب كوبًا من الماء قبل قهوة الصباح أو الشاي. إنه مكسب سهل بعد ليلة كاملة بلا سوائل، كما أنه يربط العادة الجديدة بشيء تفعله أصلًا.',
            tip: 'املأ الكوب في الليلة السابقة وضعه بجانب الغلّاية.',
          },
          {
            title: 'أضف نكهة طبيعية',
            description:
              'إذا كان الماء العادي يشعرك بالملل، فأضف إليه شرائح الخيار أو الليمون أو البرتقال أو بضع أوراق من النعناع. والمياه الفوّارة تُحتسب أيضًا، ما دامت خالية من السكر المضاف.',
            tip: 'جمّد حبّات التوت في قوالب الثلج لتحصل على لمسة ملوّنة بلا سكر.',
          },
          {
            title: 'تناول أطعمة غنية بالماء',
            description:
              'تسهم الفواكه والخضراوات مثل البطيخ والخيار والبرتقال والطماطم في كمية السوائل التي تحصل عليها يوميًا. والحساء واللبن الزبادي يساعدان كذلك، خاصة إذا كنت تجد صعوبة في شرب ما يكفي.',
            tip: 'أضف طبق سلطة أو قطعة فاكهة إلى وجبة واحدة على الأقل كل يوم.',
          },
          {
            title: 'انتبه إلى إشارات جسمك',
            description:
              'تختلف الاحتياجات باختلاف حجم الجسم ومستوى النشاط والطقس، فلا يوجد رقم سحري واحد. والعطش ولون البول الأصفر الفاتح علامتان عمليتان على أنك تشرب ما يكفي.',
            tip: 'اشرب أكثر قليلًا في الأيام الحارّة وعند ممارسة الرياضة، واستشر طبيبك إذا كانت لديك حالة صحية تستدعي الحدّ من السوائل.',
          },
        ],
      },
      fr: {
        slug: 'astuces-pour-boire-plus-d-eau',
        title: 'Cinq astuces faciles pour boire plus d’eau',
        excerpt:
          'Rester hydraté devient plus simple quand l’eau est toujours à portée de main. Essayez ces habitudes sans effort pour boire davantage au fil de la journée.',
        tips: [
          {
            title: 'Garder une gourde en vue',
            description:
              'On boit davantage quand l’eau est visible et à portée de main. Une gourde réutilisable sur le bureau ou dans le sac transforme le fait de boire en réflexe plutôt qu’en corvée.',
            tip: 'Choisissez une gourde que vous aimez vraiment utiliser : c’est celle-là que vous penserez à remplir.',
          },
          {
            title: 'Commencer la journée par un verre d’eau',
            description:
              'Buvez un verre d’eau avant votre café ou votre thé du matin. C’est une victoire facile après une nuit sans boire, et la nouvelle habitude se greffe sur un geste que vous faites déjà.',
            tip: 'Remplissez le verre la veille et posez-le à côté de la bouilloire.',
          },
          {
            title: 'L’aromatiser naturellement',
            description:
              'Si l’eau plate vous ennuie, ajoutez des rondelles de concombre, de citron ou d’orange, ou quelques feuilles de menthe. L’eau gazeuse compte aussi, tant qu’elle ne contient pas de sucre ajouté.',
            tip: 'Congelez des fruits rouges dans le bac à glaçons pour une touche colorée et sans sucre.',
          },
          {
            title: 'Miser sur les aliments riches en eau',
            description:
              'Les fruits et légumes comme la pastèque, le concombre, l’orange ou la tomate contribuent à vos apports quotidiens en liquide. Les soupes et les yaourts aident aussi, surtout si vous avez du mal à boire suffisamment.',
            tip: 'Ajoutez une salade ou un fruit à au moins un repas par jour.',
          },
          {
            title: 'Écouter les signaux de son corps',
            description:
              'Les besoins varient selon la corpulence, l’activité et la météo : il n’existe pas de chiffre magique. La soif et des urines jaune pâle sont des repères pratiques pour savoir si vous buvez assez.',
            tip: 'Buvez un peu plus par temps chaud et quand vous faites du sport, et demandez l’avis de votre médecin si une pathologie vous impose de limiter les liquides.',
          },
        ],
      },
      zh: {
        slug: '轻松多喝水的小方法',
        title: '五个轻松多喝水的小方法',
        excerpt:
          '只要水随时触手可及，补水就会简单得多。试试这几个毫不费力的小习惯，让自己一整天都多喝几口。',
        tips: [
          {
            title: '把水瓶放在看得见的地方',
            description:
              '水摆在眼前、伸手就能拿到时，人们往往会喝得更多。在办公桌上或包里放一个可重复使用的水瓶，喝水就会变成下意识的动作，而不是一项任务。',
            tip: '挑一个自己真心喜欢的水瓶，你才会记得经常去续满。',
          },
          {
            title: '用一杯水开启新的一天',
            description:
              '在喝早晨的咖啡或茶之前，先喝一杯水。经过一整夜没有补水，这是轻而易举的第一步，还能把新习惯和你每天本来就会做的事绑在一起。',
            tip: '前一晚就把水倒好，放在烧水壶旁边。',
          },
          {
            title: '用天然食材调味',
            description:
              '如果觉得白开水寡淡，可以加几片黄瓜、柠檬、橙子或几片薄荷叶。无添加糖的气泡水同样算数。',
            tip: '把莓果放进冰格冻成冰块，颜色好看，又不含糖。',
          },
          {
            title: '多吃含水量高的食物',
            description:
              '西瓜、黄瓜、橙子、番茄等蔬果都能为每日水分摄入加分。汤和酸奶也有帮助，尤其适合总是喝不够水的人。',
            tip: '每天至少在一餐里加一份沙拉或一份水果。',
          },
          {
            title: '留意身体发出的信号',
            description:
              '每个人的需水量因体型、活动量和天气而异，并没有一个放之四海而皆准的数字。口渴程度和尿液是否呈淡黄色，都是判断喝水是否足够的实用信号。',
            tip: '天热或运动时要多喝一些；如果你有需要限制饮水的健康状况，请先咨询医生。',
          },
        ],
      },
    },
  },
  {
    key: 'six-week-walking-plan-for-beginners',
    category: 'health',
    author: 'amira-haddad',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: false,
    published_at: '2026-11-10T08:00:00.000Z',
    views: 300,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$$' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'six-week-walking-plan-for-beginners',
        title: 'A Six-Week Walking Plan for Beginners',
        excerpt:
          'Walking is the easiest way to start moving more. This gradual plan takes you from short strolls to brisk 40-minute walks in six weeks.',
        tips: [
          {
            title: 'Weeks 1–2: ten minutes a day',
            description:
              'Start with a comfortable ten-minute walk on most days, at a pace where you can chat easily. The goal for now is consistency, not speed or distance.',
            tip: 'Schedule the walk like an appointment, for example straight after lunch.',
          },
          {
            title: 'Weeks 3–4: add time and a brisk stretch',
            description:
              'Extend your walks to 20 or 25 minutes and include a few minutes of brisk walking in the middle. Brisk means you can still talk, but you could not comfortably sing.',
            tip: 'Use lamp posts or songs on your playlist as markers for your faster stretches.',
          },
          {
            title: 'Weeks 5–6: build to 40 minutes',
            description:
              'Work up to 30 to 40 minutes, with about half of it at a brisk pace. Add a gentle hill or a flight of stairs once or twice a week for variety.',
            tip: 'Increase only one thing at a time: duration, pace or hills.',
          },
          {
            title: 'Invest in comfortable shoes',
            description:
              'You do not need specialist kit, but supportive, well-fitting trainers make a real difference. Try them on in the afternoon, when feet are slightly larger, and wear the socks you will walk in.',
            tip: 'Replace your walking shoes once the soles look worn or the cushioning feels flat.',
          },
          {
            title: 'Warm up and cool down',
            description:
              'Walk at an easy pace for the first five minutes and slow down again for the last few. Finish with gentle calf and thigh stretches while your muscles are still warm.',
            tip: 'A slow start also gives you a moment to notice how your body feels that day.',
          },
          {
            title: 'Track your progress simply',
            description:
              'Note each walk on a calendar or use the step counter built into your phone. Seeing a chain of completed days is surprisingly motivating.',
            tip: 'If you have a health condition or have been inactive for a long time, check with your doctor before stepping up the pace.',
          },
        ],
      },
    },
  },
  // ------------------------------------------------------------------ home
  {
    key: 'weekend-deep-clean-plan',
    category: 'home',
    author: 'claire-dubois',
    read_time: 8,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-04-11T07:00:00.000Z',
    views: 15780,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4/5', price_range: '$' },
      { rating: '4/5', price_range: '$' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'weekend-deep-clean-plan',
        title: 'A Weekend Deep-Clean Plan That Won’t Eat Your Whole Weekend',
        excerpt:
          'Split a whole-house deep clean into short, focused sessions across Saturday and Sunday. Here is the order that saves the most time and effort.',
        tips: [
          {
            title: 'Declutter before you clean',
            description:
              'Spend the first hour clearing surfaces and putting things back where they belong. Cleaning goes twice as fast when you are not shifting piles from one spot to another.',
            tip: 'Carry a laundry basket from room to room for anything that lives somewhere else.',
          },
          {
            title: 'Work from top to bottom',
            description:
              'Dust light fittings, shelves and the tops of cupboards before wiping counters, and leave the floors until last. Dust falls downwards, so this way you only clean each surface once.',
            tip: 'A microfibre cloth fixed to a broom handle reaches high corners without a stepladder.',
          },
          {
            title: 'Let the products do the work',
            description:
              'Spray the oven, hob and shower first, then leave the cleaner to sit while you tackle another room. Ten minutes of contact time saves a lot of scrubbing.',
            tip: 'Always read the label, and never mix bleach with any other cleaner.',
          },
          {
            title: 'Saturday morning: the kitchen',
            description:
              'Empty and wipe the fridge, degrease the extractor filter and clean inside the microwave while you are fresh. The kitchen is the most demanding room, so get it done first.',
            tip: 'Soak the extractor filter in hot water with washing-up liquid and a spoonful of bicarbonate of soda.',
          },
          {
            title: 'Saturday afternoon: the bathroom',
            description:
              'Descale the taps and shower head, scrub the grout with an old toothbrush and wash the bath mat and shower curtain. Open the window so everything dries properly.',
            tip: 'Tie a plastic bag of white vinegar around the shower head and the limescale dissolves overnight.',
          },
          {
            title: 'Sunday: bedrooms and living areas',
            description:
              'Flip or vacuum the mattress, wash pillows if the label allows and vacuum under sofas and beds. Finish with skirting boards, door handles and light switches.',
            tip: 'Handles and switches are touched all day long, so give them a quick wipe every week.',
          },
          {
            title: 'Finish with the floors and a plan',
            description:
              'Vacuum and mop every room in one go, working towards the front door. Then take ten minutes to sketch a light weekly routine that keeps the house this way.',
            tip: 'Celebrate the clean house with a small treat, such as fresh flowers or a takeaway dinner.',
          },
        ],
      },
      es: {
        slug: 'plan-de-limpieza-a-fondo-en-fin-de-semana',
        title: 'Limpieza a fondo en un fin de semana (sin perder el fin de semana entero)',
        excerpt:
          'Divide la limpieza a fondo de toda la casa en sesiones cortas y concretas entre el sábado y el domingo. Este es el orden que más tiempo y esfuerzo te ahorra.',
        tips: [
          {
            title: 'Ordena antes de limpiar',
            description:
              'Dedica la primera hora a despejar superficies y a devolver cada cosa a su sitio. La limpieza va el doble de rápido cuando no tienes que ir moviendo montones de un lado a otro.',
            tip: 'Lleva un cesto de la ropa de habitación en habitación para todo lo que va en otro lugar.',
          },
          {
            title: 'Trabaja de arriba abajo',
            description:
              'Quita el polvo de lámparas, estanterías y la parte de arriba de los armarios antes de limpiar las encimeras, y deja los suelos para el final. El polvo cae, así que solo limpiarás cada superficie una vez.',
            tip: 'Un paño de microfibra sujeto al palo de la escoba llega a las esquinas altas sin necesidad de escalera.',
          },
          {
            title: 'Deja que los productos trabajen por ti',
            description:
              'Rocía primero el horno, la placa y la ducha, y deja actuar el limpiador mientras te ocupas de otra habitación. Diez minutos de espera te ahorran mucho frotar.',
            tip: 'Lee siempre la etiqueta y no mezcles nunca la lejía con otros productos de limpieza.',
          },
          {
            title: 'Sábado por la mañana: la cocina',
            description:
              'Vacía y limpia la nevera, desengrasa el filtro de la campana y limpia el interior del microondas mientras tienes energía. La cocina es la estancia más exigente, así que conviene empezar por ella.',
            tip: 'Deja el filtro de la campana en remojo en agua caliente con lavavajillas y una cucharada de bicarbonato.',
          },
          {
            title: 'Sábado por la tarde: el baño',
            description:
              'Quita la cal de los grifos y de la alcachofa de la ducha, frota las juntas con un cepillo de dientes viejo y lava la alfombrilla y la cortina. Abre la ventana para que todo se seque bien.',
            tip: 'Ata a la alcachofa una bolsa de plástico con vinagre blanco y la cal se disolverá durante la noche.',
          },
          {
            title: 'Domingo: dormitorios y zonas de estar',
            description:
              'Da la vuelta al colchón o pásale el aspirador, lava las almohadas si la etiqueta lo permite y aspira debajo de sofás y camas. Termina con los rodapiés, los pomos de las puertas y los interruptores.',
            tip: 'Pomos e interruptores se tocan todo el día, así que conviene pasarles un paño cada semana.',
          },
          {
            title: 'Remata con los suelos y un plan',
            description:
              'Aspira y friega todas las habitaciones de una vez, avanzando hacia la puerta de entrada. Después, dedica diez minutos a planificar una rutina semanal ligera para que la casa siga así.',
            tip: 'Celébralo con un pequeño capricho, como unas flores frescas o tu cena favorita a domicilio.',
          },
        ],
      },
      ar: {
        slug: 'خطة-تنظيف-شامل-في-عطلة-نهاية-الأسبوع',
        title: 'خطة تنظيف شامل في عطلة نهاية الأسبوع من دون أن تضيع العطلة كلها',
        excerpt:
          'قسّم التنظيف الشامل للبيت إلى جلسات قصيرة ومركّزة موزّعة على يومَي العطلة. إليك الترتيب الذي يوفّر أكبر قدر من الوقت والجهد.',
        tips: [
          {
            title: 'رتّب قبل أن تنظّف',
            description:
              'خصّص الساعة الأولى لإخلاء الأسطح وإعادة الأشياء إلى أماكنها. فالتنظيف يصبح أسرع بمرّتين حين لا تضطرّ إلى نقل الأكوام من مكان إلى آخر.',
            tip: 'احمل سلّة غسيل معك من غرفة إلى أخرى لتجمع فيها كل ما مكانه في غرفة ثانية.',
          },
          {
            title: 'نظّف من الأعلى إلى الأسفل',
            description:
              'أزل الغبار عن الثريّات والرفوف وأسطح الخزائن قبل مسح أسطح المطبخ، واترك الأرضيات إلى النهاية. فالغبار يتساقط إلى الأسفل، وبذلك تنظّف كل سطح مرة واحدة فقط.',
            tip: 'قطعة قماش من الألياف الدقيقة مثبّتة على عصا المكنسة تصل إلى الزوايا العالية من دون سلّم.',
          },
          {
            title: 'دع المنظّفات تقوم بالعمل',
            description:
              'رشّ الفرن والموقد وحوض الاستحمام أولًا، واترك المنظّف يعمل بينما تنتقل إلى غرفة أخرى. عشر دقائق من الانتظار توفّر عليك الكثير من الفرك.',
            tip: 'اقرأ الملصق دائمًا، ولا تخلط المبيّض أبدًا مع أي منظّف آخر.',
          },
          {
            title: 'صباح اليوم الأول: المطبخ',
            description:
              'أفرغ الثلاجة وامسحها، وأزل الدهون عن فلتر الشفّاط، ونظّف داخل الميكروويف وأنت في كامل نشاطك. فالمطبخ أكثر الغرف تطلّبًا للجهد، لذا ابدأ به.',
            tip: 'انقع فلتر الشفّاط في ماء ساخن مع سائل الجلي وملعقة من بيكربونات الصوديوم.',
          },
          {
            title: 'عصر اليوم الأول: الحمّام',
            description:
              'أزل الترسّبات الكلسية عن الصنابير ورأس الدش، وافرك الفواصل بين البلاط بفرشاة أسنان قديمة، واغسل سجّادة الحمّام وستارة الدش. وافتح النافذة ليجفّ كل شيء جيدًا.',
            tip: 'اربط حول رأس الدش كيسًا بلاستيكيًا فيه خلّ أبيض، وسيذوب الكلس خلال الليل.',
          },
          {
            title: 'اليوم الثاني: غرف النوم والجلوس',
            description:
              'اقلب المرتبة أو نظّفها بالمكنسة الكهربائية، واغسل الوسائد إن سمح الملصق بذلك، ونظّف ما تحت الأرائك والأسرّة. واختم بالحواف السفلية للجدران ومقابض الأبواب ومفاتيح الإضاءة.',
            tip: 'مقابض الأبواب ومفاتيح الإضاءة تُلمس طوال اليوم، فامسحها مسحة سريعة كل أسبوع.',
          },
          {
            title: 'اختم بالأرضيات وخطة للأيام القادمة',
            description:
              'نظّف أرضيات كل الغرف بالمكنسة ثم بالممسحة دفعة واحدة، متّجهًا نحو باب المدخل. ثم خصّص عشر دقائق لوضع روتين أسبوعي خفيف يحافظ على البيت بهذه الحال.',
            tip: 'كافئ نفسك على البيت النظيف بشيء لطيف، مثل باقة زهور أو وجبة تطلبها إلى البيت.',
          },
        ],
      },
      fr: {
        slug: 'grand-menage-en-un-week-end',
        title: 'Le grand ménage en un week-end, sans y passer tout le week-end',
        excerpt:
          'Découpez le grand ménage de toute la maison en courtes sessions ciblées, réparties entre samedi et dimanche. Voici l’ordre qui fait gagner le plus de temps et d’énergie.',
        tips: [
          {
            title: 'Désencombrer avant de nettoyer',
            description:
              'Consacrez la première heure à dégager les surfaces et à remettre chaque objet à sa place. Le ménage va deux fois plus vite quand on n’a pas à déplacer des piles d’un coin à l’autre.',
            tip: 'Promenez un panier à linge de pièce en pièce pour y déposer tout ce qui doit être rangé ailleurs.',
          },
          {
            title: 'Travailler de haut en bas',
            description:
              'Dépoussiérez luminaires, étagères et dessus de placards avant de nettoyer les plans de travail, et gardez les sols pour la fin. La poussière tombe : vous ne nettoyez ainsi chaque surface qu’une seule fois.',
            tip: 'Une lavette en microfibre fixée au bout d’un manche à balai atteint les angles du plafond sans escabeau.',
          },
          {
            title: 'Laisser agir les produits',
            description:
              'Vaporisez d’abord le four, les plaques de cuisson et la douche, puis laissez le nettoyant agir pendant que vous vous occupez d’une autre pièce. Dix minutes de pose vous épargnent beaucoup de frottage.',
            tip: 'Lisez toujours l’étiquette et ne mélangez jamais l’eau de Javel avec un autre produit.',
          },
          {
            title: 'Samedi matin : la cuisine',
            description:
              'Videz et nettoyez le réfrigérateur, dégraissez le filtre de la hotte et lavez l’intérieur du micro-ondes tant que vous êtes en forme. La cuisine est la pièce la plus exigeante, autant commencer par elle.',
            tip: 'Faites tremper le filtre de la hotte dans de l’eau très chaude avec du liquide vaisselle et une cuillerée de bicarbonate de soude.',
          },
          {
            title: 'Samedi après-midi : la salle de bains',
            description:
              'Détartrez robinets et pommeau de douche, frottez les joints avec une vieille brosse à dents et lavez le tapis de bain ainsi que le rideau de douche. Ouvrez la fenêtre pour que tout sèche bien.',
            tip: 'Un sachet en plastique rempli de vinaigre blanc, noué autour du pommeau, dissout le calcaire pendant la nuit.',
          },
          {
            title: 'Dimanche : chambres et pièces à vivre',
            description:
              'Retournez ou aspirez le matelas, lavez les oreillers si l’étiquette le permet et passez l’aspirateur sous les canapés et les lits. Finissez par les plinthes, les poignées de porte et les interrupteurs.',
            tip: 'Poignées et interrupteurs sont touchés toute la journée : un petit coup de chiffon chaque semaine s’impose.',
          },
          {
            title: 'Finir par les sols et un plan d’entretien',
            description:
              'Aspirez et lavez les sols de toutes les pièces d’un coup, en avançant vers la porte d’entrée. Prenez ensuite dix minutes pour prévoir une petite routine hebdomadaire afin que la maison reste ainsi.',
            tip: 'Offrez-vous une petite récompense pour fêter la maison impeccable, comme un bouquet de fleurs ou un dîner livré.',
          },
        ],
      },
      zh: {
        slug: '周末大扫除计划',
        title: '周末大扫除计划：不必搭上整个周末',
        excerpt:
          '把全屋大扫除拆分成若干个短小、专注的时段，分散在周六和周日完成。按照下面这个顺序来，最省时也最省力。',
        tips: [
          {
            title: '先收纳，再清洁',
            description:
              '第一个小时先清空台面，把东西各归其位。不用一边打扫一边挪动杂物，清洁速度能快上一倍。',
            tip: '拎着一个脏衣篮挨个房间走，把不属于这个房间的东西都放进去。',
          },
          {
            title: '从上往下打扫',
            description:
              '先掸灯具、搁架和柜顶的灰尘，再擦台面，最后处理地面。灰尘会往下落，这样每个表面只需清洁一次。',
            tip: '把超细纤维抹布绑在扫帚柄上，不用梯子也能够到高处的墙角。',
          },
          {
            title: '让清洁剂先发挥作用',
            description:
              '先给烤箱、灶台和淋浴间喷上清洁剂，趁它静置的时候去收拾别的房间。多等十分钟，能省下大量擦洗的力气。',
            tip: '使用前务必阅读标签，千万不要把漂白剂和其他清洁剂混用。',
          },
          {
            title: '周六上午：厨房',
            description:
              '趁精力充沛时清空并擦拭冰箱，给油烟机滤网除油，再清洁微波炉内部。厨房是最费工夫的地方，所以要最先搞定。',
            tip: '把油烟机滤网泡在加了洗洁精和一勺小苏打的热水里，油污会松动很多。',
          },
          {
            title: '周六下午：浴室',
            description:
              '去除水龙头和花洒上的水垢，用旧牙刷刷洗瓷砖缝，再把浴室地垫和浴帘洗干净。记得开窗，让一切都彻底晾干。',
            tip: '用塑料袋装上白醋，套在花洒上扎紧，放一整夜就能溶解水垢。',
          },
          {
            title: '周日：卧室和客厅',
            description:
              '翻转床垫或用吸尘器吸一遍，标签允许的话把枕头也洗了，再吸净沙发和床底。最后擦拭踢脚线、门把手和电灯开关。',
            tip: '门把手和开关一整天被摸来摸去，最好每周都顺手擦一擦。',
          },
          {
            title: '最后拖地并做好计划',
            description:
              '一口气把所有房间吸尘、拖地，从里往外朝大门方向推进。然后花十分钟制定一个轻松的每周清洁计划，让家一直保持这个状态。',
            tip: '给干净整洁的家来点小奖励，比如买一束鲜花，或者点一顿喜欢的外卖。',
          },
        ],
      },
    },
  },
  {
    key: 'small-balcony-gardening-for-beginners',
    category: 'home',
    author: 'claire-dubois',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-06-07T08:30:00.000Z',
    views: 2890,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$$' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4/5', price_range: '$10-$25' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'small-balcony-gardening-for-beginners',
        title: 'Small-Balcony Gardening for Beginners',
        excerpt:
          'Even a narrow balcony can grow herbs, salad leaves and flowers. Start with these six basics and you could be picking your own basil by summer.',
        tips: [
          {
            title: 'Watch the sun first',
            description:
              'Spend a day noting when sunlight reaches your balcony and how long it stays. Six hours or more suits tomatoes and most herbs; shadier spots are better for lettuce, mint and ferns.',
            tip: 'Take a photo every two hours to map the light without any guesswork.',
          },
          {
            title: 'Check weight and drainage',
            description:
              'Wet soil is heavy, so group large pots against the wall rather than at the edge, and check your building’s rules. Make sure water can drain away without dripping onto the neighbours below.',
            tip: 'Lightweight plastic or fabric pots are far easier to move around than terracotta.',
          },
          {
            title: 'Grow upwards',
            description:
              'Railing planters, wall pockets and tiered shelves multiply your growing space without taking up floor. Climbing beans or sweet peas will happily scramble up a simple trellis.',
            tip: 'Make sure every hanging planter is securely fixed on the inside of the railing.',
          },
          {
            title: 'Start with easy plants',
            description:
              'Basil, chives, parsley, cherry tomatoes and salad leaves are forgiving and productive in containers. Buying young plants rather than seeds gives you a quicker, more encouraging start.',
            tip: 'Grow what you actually cook with; you will look after it far more often.',
          },
          {
            title: 'Use good compost',
            description:
              'Garden soil compacts in pots, so choose a peat-free multipurpose or container compost. Refresh the top few centimetres each spring and feed fruiting plants regularly through the summer.',
            tip: 'Mix a handful of slow-release fertiliser into the compost when you plant.',
          },
          {
            title: 'Water wisely',
            description:
              'Containers dry out quickly, especially in wind and sun, so check the soil daily in warm weather. Water thoroughly in the morning or evening until it runs out of the base.',
            tip: 'Push a finger into the compost: if it is dry to the first knuckle, it is time to water.',
          },
        ],
      },
      es: {
        slug: 'huerto-en-balcon-pequeno-para-principiantes',
        title: 'Huerto en un balcón pequeño: guía para principiantes',
        excerpt:
          'Hasta un balcón estrecho puede dar hierbas aromáticas, hojas de ensalada y flores. Empieza con estos seis básicos y en verano podrás cosechar tu propia albahaca.',
        tips: [
          {
            title: 'Primero, observa el sol',
            description:
              'Dedica un día a anotar a qué hora llega el sol a tu balcón y cuánto tiempo se queda. Con seis horas o más prosperan los tomates y casi todas las aromáticas; los rincones con sombra van mejor para lechugas, menta y helechos.',
            tip: 'Haz una foto cada dos horas para trazar el mapa de luz sin tener que adivinar.',
          },
          {
            title: 'Comprueba el peso y el drenaje',
            description:
              'La tierra mojada pesa mucho, así que agrupa las macetas grandes junto a la pared y no en el borde, y consulta las normas de tu comunidad. Asegúrate de que el agua escurra sin gotear sobre los vecinos de abajo.',
            tip: 'Las macetas de plástico o de tela son mucho más fáciles de mover que las de barro.',
          },
          {
            title: 'Cultiva en vertical',
            description:
              'Las jardineras de barandilla, los bolsillos de pared y las estanterías escalonadas multiplican el espacio de cultivo sin ocupar suelo. Las judías trepadoras o los guisantes de olor subirán encantados por una sencilla celosía.',
            tip: 'Asegúrate de que cada jardinera colgante esté bien sujeta por el lado interior de la barandilla.',
          },
          {
            title: 'Empieza con plantas fáciles',
            description:
              'La albahaca, el cebollino, el perejil, los tomates cherry y las lechugas de hoja son agradecidos y productivos en maceta. Comprar plantel en lugar de semillas te da un comienzo más rápido y motivador.',
            tip: 'Cultiva lo que de verdad usas en la cocina: así lo cuidarás mucho más a menudo.',
          },
          {
            title: 'Usa un buen sustrato',
            description:
              'La tierra del jardín se compacta en las macetas, así que elige un sustrato universal o para macetas sin turba. Renueva los primeros centímetros cada primavera y abona con regularidad en verano las plantas que dan fruto.',
            tip: 'Al plantar, mezcla un puñado de abono de liberación lenta con el sustrato.',
          },
          {
            title: 'Riega con cabeza',
            description:
              'Las macetas se secan rápido, sobre todo con viento y sol, así que revisa la tierra a diario cuando haga calor. Riega a fondo por la mañana o al atardecer, hasta que el agua salga por abajo.',
            tip: 'Hunde un dedo en el sustrato: si está seco hasta el primer nudillo, toca regar.',
          },
        ],
      },
      fr: {
        slug: 'jardiner-sur-un-petit-balcon',
        title: 'Jardiner sur un petit balcon : le guide du débutant',
        excerpt:
          'Même un balcon étroit peut accueillir des herbes aromatiques, des salades et des fleurs. Commencez par ces six bases et vous cueillerez peut-être votre propre basilic dès l’été.',
        tips: [
          {
            title: 'Observer d’abord le soleil',
            description:
              'Prenez une journée pour noter à quelle heure le soleil atteint votre balcon et combien de temps il y reste. Au-delà de six heures, tomates et aromatiques s’y plairont ; les coins ombragés conviennent mieux aux salades, à la menthe et aux fougères.',
            tip: 'Prenez une photo toutes les deux heures pour cartographier la lumière sans rien laisser au hasard.',
          },
          {
            title: 'Vérifier le poids et l’écoulement',
            description:
              'La terre mouillée pèse lourd : regroupez les grands pots contre le mur plutôt qu’au bord et renseignez-vous sur le règlement de copropriété. Veillez à ce que l’eau s’écoule sans goutter chez les voisins du dessous.',
            tip: 'Les pots en plastique ou en géotextile sont bien plus faciles à déplacer que la terre cuite.',
          },
          {
            title: 'Cultiver en hauteur',
            description:
              'Jardinières de balcon, poches murales et étagères à gradins multiplient la surface de culture sans empiéter sur le sol. Haricots grimpants et pois de senteur escaladeront volontiers un simple treillis.',
            tip: 'Fixez solidement chaque jardinière suspendue, côté intérieur de la rambarde.',
          },
          {
            title: 'Commencer par des plantes faciles',
            description:
              'Basilic, ciboulette, persil, tomates cerises et jeunes pousses de salade sont indulgents et productifs en pot. Acheter des plants plutôt que des graines permet un démarrage plus rapide et plus encourageant.',
            tip: 'Cultivez ce que vous cuisinez vraiment : vous vous en occuperez bien plus souvent.',
          },
          {
            title: 'Choisir un bon terreau',
            description:
              'La terre du jardin se tasse en pot : préférez un terreau universel ou spécial jardinières sans tourbe. Renouvelez les premiers centimètres chaque printemps et nourrissez régulièrement les plantes fruitières en été.',
            tip: 'Incorporez une poignée d’engrais à libération lente au terreau lors de la plantation.',
          },
          {
            title: 'Arroser à bon escient',
            description:
              'Les pots sèchent vite, surtout au vent et au soleil : vérifiez la terre chaque jour quand il fait chaud. Arrosez copieusement le matin ou le soir, jusqu’à ce que l’eau s’écoule par le fond.',
            tip: 'Enfoncez un doigt dans le terreau : s’il est sec jusqu’à la première phalange, il est temps d’arroser.',
          },
        ],
      },
    },
  },
  {
    key: 'declutter-your-home-room-by-room',
    category: 'home',
    author: 'claire-dubois',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-08-22T09:45:00.000Z',
    views: 7640,
    tips: [
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
      { rating: '5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'declutter-your-home-room-by-room',
        title: 'How to Cut Household Clutter, One Room at a Time',
        excerpt:
          'Clutter builds up quietly and clears best in small, steady steps. These five habits help you let go of what you don’t need and stop it creeping back.',
        tips: [
          {
            title: 'Start with one drawer',
            description:
              'Pick a small, contained space such as a kitchen drawer or the bathroom cabinet and finish it in a single session. A quick, visible win builds momentum for the bigger rooms.',
            tip: 'Set a timer for 15 minutes and stop when it rings, even if you feel like carrying on.',
          },
          {
            title: 'Use the four-box method',
            description:
              'Label four boxes: keep, donate, sell and recycle. Every item you pick up has to go into one of them, which ends the endless reshuffling of “maybe” piles.',
            tip: 'Put the donate box in the car the same day so it cannot drift back into the house.',
          },
          {
            title: 'Follow the one-in, one-out rule',
            description:
              'Each time something new comes home, such as a jumper or a mug, let one similar item go. It keeps storage from overflowing without the need for big clear-outs.',
            tip: 'Apply it to things that multiply quietly, like tote bags and phone cables.',
          },
          {
            title: 'Give everything a home',
            description:
              'Clutter gathers wherever things have no obvious place to go. Add simple hooks, trays or labelled boxes close to where items are actually used, such as a key bowl by the front door.',
            tip: 'Store everyday items between waist and eye height, and the rarely used ones higher up.',
          },
          {
            title: 'Do a ten-minute reset every night',
            description:
              'Before bed, spend ten minutes returning things to their homes and clearing the main surfaces. Waking up to a tidy kitchen makes it much easier to keep going.',
            tip: 'Make it a household habit: everyone puts away their own things at the same time.',
          },
        ],
      },
      es: {
        slug: 'ordenar-la-casa-habitacion-por-habitacion',
        title: 'Cómo reducir el desorden en casa, habitación por habitación',
        excerpt:
          'El desorden se acumula sin hacer ruido y se elimina mejor con pasos pequeños y constantes. Estos cinco hábitos te ayudan a soltar lo que no necesitas y a evitar que vuelva.',
        tips: [
          {
            title: 'Empieza por un cajón',
            description:
              'Elige un espacio pequeño y delimitado, como un cajón de la cocina o el armarito del baño, y termínalo en una sola sesión. Un logro rápido y visible te da impulso para las habitaciones grandes.',
            tip: 'Pon un temporizador de 15 minutos y para cuando suene, aunque te apetezca seguir.',
          },
          {
            title: 'Usa el método de las cuatro cajas',
            description:
              'Etiqueta cuatro cajas: guardar, donar, vender y reciclar. Cada objeto que tengas en la mano debe ir a una de ellas, y así se acaba el eterno ir y venir de los montones de «ya veré».',
            tip: 'Mete la caja de donaciones en el coche ese mismo día para que no vuelva a colarse en casa.',
          },
          {
            title: 'Aplica la regla de «entra uno, sale uno»',
            description:
              'Cada vez que llegue algo nuevo a casa, como un jersey o una taza, despídete de otro parecido. Así los armarios no se desbordan y no hacen falta grandes limpiezas.',
            tip: 'Aplícala a lo que se multiplica sin que te des cuenta, como las bolsas de tela o los cables del móvil.',
          },
          {
            title: 'Dale un sitio a cada cosa',
            description:
              'El desorden se acumula allí donde las cosas no tienen un lugar claro. Añade ganchos, bandejas o cajas etiquetadas cerca de donde realmente se usan los objetos, como un cuenco para las llaves junto a la puerta.',
            tip: 'Guarda lo de uso diario entre la cintura y los ojos, y lo que casi no usas, más arriba.',
          },
          {
            title: 'Haz un repaso de diez minutos cada noche',
            description:
              'Antes de acostarte, dedica diez minutos a devolver las cosas a su sitio y despejar las superficies principales. Despertarte con la cocina recogida hace mucho más fácil mantener el ritmo.',
            tip: 'Conviértelo en un hábito familiar: que cada uno recoja sus cosas a la misma hora.',
          },
        ],
      },
      ar: {
        slug: 'التخلص-من-الفوضى-في-البيت-غرفة-غرفة',
        title: 'كيف تتخلّص من الفوضى في بيتك غرفةً بعد غرفة',
        excerpt:
          'تتراكم الفوضى بصمت، وأفضل طريقة للتخلّص منها خطوات صغيرة ومنتظمة. تساعدك هذه العادات الخمس على الاستغناء عمّا لا تحتاج إليه ومنعه من العودة.',
        tips: [
          {
            title: 'ابدأ بدرج واحد',
            description:
              'اختر مساحة صغيرة ومحدّدة، مثل درج في المطبخ أو خزانة الحمّام، وأنهِها في جلسة واحدة. فالإنجاز السريع والملموس يمنحك دفعة للغرف الأكبر.',
            tip: 'اضبط مؤقّتًا على 15 دقيقة وتوقّف عندما يرنّ، حتى لو رغبت في المتابعة.',
          },
          {
            title: 'استخدم طريقة الصناديق الأربعة',
            description:
              'اكتب على أربعة صناديق: للاحتفاظ، للتبرّع، للبيع، لإعادة التدوير. وكل غرض تمسكه يجب أن يذهب إلى أحدها، فتتخلّص من التردّد الدائم وأكوام «سأقرّر لاحقًا».',
            tip: 'ضع صندوق التبرّعات في السيارة في اليوم نفسه كي لا يتسلّل عائدًا إلى البيت.',
          },
          {
            title: 'اتّبع قاعدة «يدخل واحد، يخرج واحد»',
            description:
              'كلّما أدخلت إلى البيت شيئًا جديدًا، مثل كنزة أو كوب، فاستغنِ عن غرض مشابه. هكذا لا تفيض أماكن التخزين ولا تحتاج إلى حملات ترتيب كبيرة.',
            tip: 'طبّقها على الأشياء التي تتكاثر بصمت، مثل الأكياس القماشية وكوابل الهاتف.',
          },
          {
            title: 'خصّص لكل شيء مكانًا',
            description:
              'تتجمّع الفوضى حيث لا يكون للأشياء مكان واضح. أضف علّاقات بسيطة أو صواني أو صناديق عليها ملصقات قرب المكان الذي تُستخدم فيه الأغراض فعلًا، مثل وعاء للمفاتيح بجانب الباب.',
            tip: 'ضع الأغراض اليومية بين مستوى الخصر والعينين، والأغراض النادرة الاستعمال في الأعلى.',
          },
          {
            title: 'رتّب البيت عشر دقائق كل ليلة',
            description:
              'قبل النوم، خصّص عشر دقائق لإعادة الأغراض إلى أماكنها وإخلاء الأسطح الرئيسية. فالاستيقاظ على مطبخ مرتّب يجعل الاستمرار أسهل بكثير.',
            tip: 'اجعلها عادة عائلية: يرتّب كل فرد أغراضه في الوقت نفسه.',
          },
        ],
      },
      fr: {
        slug: 'desencombrer-sa-maison-piece-par-piece',
        title: 'Désencombrer sa maison, une pièce à la fois',
        excerpt:
          'Le désordre s’installe en silence et se combat mieux à petits pas réguliers. Ces cinq habitudes vous aident à vous séparer de l’inutile et à l’empêcher de revenir.',
        tips: [
          {
            title: 'Commencer par un tiroir',
            description:
              'Choisissez un espace petit et bien délimité, comme un tiroir de cuisine ou l’armoire de toilette, et terminez-le en une seule séance. Une victoire rapide et visible donne de l’élan pour les grandes pièces.',
            tip: 'Réglez un minuteur sur 15 minutes et arrêtez-vous à la sonnerie, même si vous avez envie de continuer.',
          },
          {
            title: 'Adopter la méthode des quatre cartons',
            description:
              'Étiquetez quatre cartons : à garder, à donner, à vendre et à recycler. Chaque objet que vous prenez en main doit atterrir dans l’un d’eux, ce qui met fin aux éternelles piles « on verra ».',
            tip: 'Mettez le carton des dons dans la voiture le jour même pour qu’il ne retourne pas dans la maison.',
          },
          {
            title: 'Appliquer la règle « un qui entre, un qui sort »',
            description:
              'Chaque fois qu’un nouvel objet arrive, un pull ou une tasse par exemple, séparez-vous d’un objet similaire. Vos rangements ne débordent plus, sans qu’il faille faire de grands tris.',
            tip: 'Appliquez-la aux catégories qui se multiplient en douce, comme les tote bags et les câbles de téléphone.',
          },
          {
            title: 'Donner une place à chaque chose',
            description:
              'Le désordre s’accumule là où les objets n’ont pas de place évidente. Ajoutez des crochets, des plateaux ou des boîtes étiquetées près de l’endroit où chaque chose sert vraiment, comme un vide-poche pour les clés à l’entrée.',
            tip: 'Rangez les objets du quotidien entre la taille et les yeux, et ceux qui servent rarement plus haut.',
          },
          {
            title: 'Faire dix minutes de rangement chaque soir',
            description:
              'Avant de vous coucher, prenez dix minutes pour remettre les objets à leur place et dégager les principales surfaces. Se réveiller avec une cuisine rangée aide beaucoup à tenir sur la durée.',
            tip: 'Faites-en une habitude familiale : chacun range ses affaires au même moment.',
          },
        ],
      },
      zh: {
        slug: '逐个房间告别杂物',
        title: '逐个房间，告别家中杂物',
        excerpt:
          '杂物总是悄无声息地堆积起来，最好的清理方式是小步慢走、持之以恒。这五个习惯能帮你舍弃不需要的东西，并防止它们卷土重来。',
        tips: [
          {
            title: '从一个抽屉开始',
            description:
              '挑一个小而独立的空间，比如厨房的一个抽屉或浴室柜，一次性整理完毕。立竿见影的成果，会给你整理大房间的动力。',
            tip: '定一个15分钟的计时器，铃一响就停下，哪怕你还想继续。',
          },
          {
            title: '试试“四箱法”',
            description:
              '准备四个箱子，分别标上：保留、捐赠、出售、回收。拿起的每件物品都必须放进其中一个箱子，这样就不会再有一堆堆“以后再说”的东西被挪来挪去。',
            tip: '当天就把捐赠箱放进车里，免得它又悄悄回到家中。',
          },
          {
            title: '遵循“进一出一”原则',
            description:
              '每买一件新东西回家，比如一件毛衣或一个杯子，就处理掉一件同类物品。这样收纳空间不会爆满，也用不着大规模清理。',
            tip: '尤其适用于那些会悄悄变多的东西，比如帆布袋和手机数据线。',
          },
          {
            title: '给每样东西安个家',
            description:
              '东西没有固定位置的地方，最容易堆满杂物。在物品实际使用的地方附近添置挂钩、托盘或贴好标签的收纳盒，比如在门口放一个钥匙碗。',
            tip: '常用物品放在腰部到视线高度之间，不常用的放到更高处。',
          },
          {
            title: '每晚花十分钟归位',
            description:
              '睡前花十分钟把东西放回原处，清空主要台面。早上醒来看到整洁的厨房，坚持下去就容易多了。',
            tip: '把它变成全家人的习惯：大家在同一时间各自收拾自己的东西。',
          },
        ],
      },
    },
  },
  {
    key: 'simple-energy-saving-fixes-at-home',
    category: 'home',
    author: 'claire-dubois',
    read_time: 5,
    trending: false,
    is_advertorial: true,
    published: true,
    published_at: '2026-10-02T10:00:00.000Z',
    views: 3175,
    tips: [
      { rating: '4.5/5', price_range: '$' },
      { rating: '4.5/5', price_range: '$10-$25' },
      {
        rating: '4.5/5',
        price_range: '$$',
        cta: { link: 'https://www.example.com/hearthly/smart-thermostat', company_name: 'Hearthly' },
      },
      {
        rating: '4/5',
        price_range: '$10-$25',
        cta: { link: 'https://www.example.com/hearthly/smart-plugs', company_name: 'Hearthly' },
      },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'simple-energy-saving-fixes-at-home',
        title: 'Six Simple Energy-Saving Fixes for Your Home',
        excerpt:
          'Lower bills don’t have to mean big renovations. Produced in partnership with Hearthly, this guide covers six fixes you can make in a single afternoon.',
        tips: [
          {
            title: 'Seal draughts around doors and windows',
            description:
              'Self-adhesive draught strips and a simple brush strip along the bottom of the door keep warm air in and cold air out. On a windy day, hold a strip of tissue near the frames: if it flutters, you have found a leak.',
            tip: 'Don’t forget the letterbox, the keyhole and the gap around the loft hatch.',
          },
          {
            title: 'Switch to LED bulbs',
            description:
              'LED bulbs use a fraction of the electricity of old incandescent or halogen bulbs and last for years. Start with the lights you use most, such as those in the kitchen and living room.',
            tip: 'Choose “warm white” (around 2700 K) for living spaces so rooms still feel cosy.',
          },
          {
            title: 'Let a smart thermostat do the thinking',
            description:
              'A smart thermostat heats your home only when you need it, learning your routine and switching off when everyone is out. Turning the temperature down by a single degree can make a noticeable difference to your bill.',
            tip: 'Set a slightly cooler night-time temperature; most people sleep better that way anyway.',
            cta_text: 'See the Hearthly Smart Thermostat',
            affiliate_note: 'We may earn a commission if you buy through this link.',
          },
          {
            title: 'Cut standby power with smart plugs',
            description:
              'TVs, games consoles and chargers keep drawing power on standby. Smart plugs let you switch whole set-ups off on a schedule or from your phone, so nothing sips electricity overnight.',
            tip: 'Put the TV, speakers and console on one plug and schedule it to switch off at midnight.',
            cta_text: 'Shop Hearthly Smart Plugs',
            affiliate_note: 'We may earn a commission if you buy through this link.',
          },
          {
            title: 'Wash cooler and fuller',
            description:
              'Most everyday laundry comes out clean at 30 °C, and heating the water is where a washing machine uses most of its energy. Run full loads and dry clothes outdoors whenever the weather allows.',
            tip: 'Save hot washes for towels, bedding and anything heavily soiled.',
          },
          {
            title: 'Mind the fridge and the kettle',
            description:
              'Keep the fridge at around 3–5 °C and defrost the freezer whenever ice builds up. Boil only the water you need, because filling the kettle to the brim every time wastes energy.',
            tip: 'Leave a little space behind the fridge so air can circulate around the coils.',
          },
        ],
      },
      es: {
        slug: 'arreglos-sencillos-para-ahorrar-energia-en-casa',
        title: 'Seis arreglos sencillos para ahorrar energía en casa',
        excerpt:
          'Pagar menos en las facturas no exige grandes reformas. Esta guía, elaborada en colaboración con Hearthly, reúne seis arreglos que puedes hacer en una sola tarde.',
        tips: [
          {
            title: 'Sella las corrientes de aire en puertas y ventanas',
            description:
              'Las tiras aislantes adhesivas y un burlete de cepillo en la parte baja de la puerta impiden que se escape el calor y se cuele el frío. Un día de viento, acerca una tira de papel de seda a los marcos: si se mueve, has encontrado una fuga.',
            tip: 'No te olvides de la ranura del buzón, el ojo de la cerradura y la trampilla del desván.',
          },
          {
            title: 'Pásate a las bombillas LED',
            description:
              'Las bombillas LED consumen una fracción de la electricidad de las antiguas incandescentes o halógenas y duran años. Empieza por las luces que más usas, como las de la cocina y el salón.',
            tip: 'Elige «blanco cálido» (unos 2700 K) para las zonas de estar, así las habitaciones seguirán resultando acogedoras.',
          },
          {
            title: 'Deja que un termostato inteligente piense por ti',
            description:
              'Un termostato inteligente calienta la casa solo cuando lo necesitas: aprende tus horarios y apaga la calefacción cuando no hay nadie. Bajar la temperatura un solo grado puede notarse en la factura.',
            tip: 'Programa una temperatura algo más baja por la noche; de todos modos, la mayoría dormimos mejor así.',
            cta_text: 'Descubre el termostato inteligente de Hearthly',
            affiliate_note: 'Podemos recibir una comisión si compras a través de este enlace.',
          },
          {
            title: 'Acaba con el consumo en espera con enchufes inteligentes',
            description:
              'Televisores, videoconsolas y cargadores siguen consumiendo en modo de espera. Los enchufes inteligentes te permiten apagarlos todos a la vez con un horario o desde el móvil, para que nada gaste electricidad de madrugada.',
            tip: 'Agrupa la tele, los altavoces y la consola en un mismo enchufe y prográmalo para que se apague a medianoche.',
            cta_text: 'Compra los enchufes inteligentes de Hearthly',
            affiliate_note: 'Podemos recibir una comisión si compras a través de este enlace.',
          },
          {
            title: 'Lava en frío y con la lavadora llena',
            description:
              'La mayor parte de la ropa del día a día queda limpia a 30 °C, y calentar el agua es lo que más energía gasta en una lavadora. Pon lavados completos y tiende la ropa al aire libre siempre que el tiempo lo permita.',
            tip: 'Reserva los programas de agua caliente para toallas, ropa de cama y prendas muy sucias.',
          },
          {
            title: 'Atención a la nevera y al hervidor',
            description:
              'Mantén la nevera entre 3 y 5 °C y descongela el congelador cuando se forme hielo. Hierve solo el agua que necesites: llenar el hervidor hasta arriba cada vez es malgastar energía.',
            tip: 'Deja un poco de espacio detrás de la nevera para que el aire circule alrededor del serpentín.',
          },
        ],
      },
      ar: {
        slug: 'حلول-بسيطة-لتوفير-الطاقة-في-المنزل',
        title: 'ستة حلول بسيطة لتوفير الطاقة في منزلك',
        excerpt:
          'خفض الفواتير لا يتطلّب بالضرورة تجديدات كبيرة. يقدّم لك هذا الدليل، المُعدّ بالشراكة مع Hearthly، ستة حلول يمكنك تنفيذها في فترة ما بعد الظهر.',
        tips: [
          {
            title: 'أغلق منافذ تسرّب الهواء حول الأبواب والنوافذ',
            description:
              'تمنع الأشرطة العازلة اللاصقة وفرشاة بسيطة أسفل الباب خروج الهواء الدافئ ودخول الهواء البارد. وفي يوم عاصف، قرّب شريطًا من المناديل الورقية من الإطارات، فإن تحرّك فقد وجدت موضع التسرّب.',
            tip: 'لا تنسَ فتحة البريد في الباب وثقب المفتاح والفجوة حول باب العلّية.',
          },
          {
            title: 'انتقل إلى مصابيح LED',
            description:
              'تستهلك مصابيح LED جزءًا يسيرًا من كهرباء المصابيح المتوهّجة أو الهالوجينية القديمة، وتدوم سنوات. ابدأ بالأضواء التي تستخدمها أكثر من غيرها، مثل إضاءة المطبخ وغرفة المعيشة.',
            tip: 'اختر الإضاءة «البيضاء الدافئة» (نحو 2700 كلفن) لغرف الجلوس كي تبقى الأجواء مريحة.',
          },
          {
            title: 'دع منظّم الحرارة الذكي يفكّر عنك',
            description:
              'يدفّئ منظّم الحرارة الذكي بيتك عند الحاجة فقط، إذ يتعلّم جدولك اليومي ويتوقّف عن العمل حين يخرج الجميع. وخفض درجة الحرارة درجة واحدة فقط قد يُحدث فرقًا ملحوظًا في فاتورتك.',
            tip: 'اضبط درجة حرارة أقلّ قليلًا في الليل، فمعظم الناس ينامون بشكل أفضل هكذا على أي حال.',
            cta_text: 'اكتشف منظّم الحرارة الذكي من Hearthly',
            affiliate_note: 'قد نحصل على عمولة إذا اشتريت عبر هذا الرابط.',
          },
          {
            title: 'أوقف استهلاك وضع الاستعداد بالمقابس الذكية',
            description:
              'تظلّ أجهزة التلفاز وأجهزة الألعاب والشواحن تستهلك الكهرباء وهي في وضع الاستعداد. وتتيح لك المقابس الذكية إطفاء مجموعة كاملة من الأجهزة وفق جدول زمني أو من هاتفك، فلا يهدر شيء الكهرباء طوال الليل.',
            tip: 'اجمع التلفاز والسمّاعات وجهاز الألعاب على مقبس واحد، واضبطه لينطفئ عند منتصف الليل.',
            cta_text: 'تسوّق المقابس الذكية من Hearthly',
            affiliate_note: 'قد نحصل على عمولة إذا اشتريت عبر هذا الرابط.',
          },
          {
            title: 'اغسل بماء أبرد وبحمولة كاملة',
            description:
              'تخرج معظم الملابس اليومية نظيفة عند 30 درجة مئوية، وتسخين الماء هو أكثر ما يستهلك الطاقة في الغسّالة. شغّل الغسّالة بحمولة كاملة، وانشر الغسيل في الهواء الطلق كلّما سمح الطقس.',
            tip: 'احتفظ بالغسيل الساخن للمناشف وأغطية السرير والملابس شديدة الاتّساخ.',
          },
          {
            title: 'انتبه إلى الثلاجة والغلّاية',
            description:
              'اضبط الثلاجة على ما بين 3 و5 درجات مئوية، وأذب الجليد في المُجمِّد إذا تراكم. واغلِ كمية الماء التي تحتاج إليها فقط، فملء الغلّاية حتى آخرها في كل مرة هدر للطاقة.',
            tip: 'اترك مسافة صغيرة خلف الثلاجة ليدور الهواء حول ملفّات التبريد.',
          },
        ],
      },
      fr: {
        slug: 'gestes-simples-pour-economiser-l-energie-a-la-maison',
        title: 'Six gestes simples pour économiser l’énergie à la maison',
        excerpt:
          'Réduire ses factures ne passe pas forcément par de gros travaux. Réalisé en partenariat avec Hearthly, ce guide propose six solutions à mettre en place en un après-midi.',
        tips: [
          {
            title: 'Traquer les courants d’air autour des portes et fenêtres',
            description:
              'Des joints adhésifs et un simple bas de porte à brosse empêchent la chaleur de s’échapper et le froid de s’infiltrer. Un jour de vent, approchez une bande de papier de soie des encadrements : si elle bouge, vous avez trouvé une fuite.',
            tip: 'Pensez aussi à la fente de la boîte aux lettres, au trou de la serrure et à la trappe du grenier.',
          },
          {
            title: 'Passer aux ampoules LED',
            description:
              'Les ampoules LED consomment une fraction de l’électricité des anciennes ampoules à incandescence ou halogènes, et durent des années. Commencez par les points lumineux les plus utilisés, comme la cuisine et le salon.',
            tip: 'Choisissez un « blanc chaud » (environ 2 700 K) pour les pièces à vivre afin qu’elles restent chaleureuses.',
          },
          {
            title: 'Confier le chauffage à un thermostat connecté',
            description:
              'Un thermostat connecté ne chauffe la maison que lorsque vous en avez besoin : il apprend vos horaires et coupe le chauffage quand tout le monde est sorti. Baisser la température d’un seul degré peut déjà se voir sur la facture.',
            tip: 'Programmez une température un peu plus basse la nuit ; la plupart d’entre nous dorment d’ailleurs mieux ainsi.',
            cta_text: 'Découvrir le thermostat connecté Hearthly',
            affiliate_note: 'Nous pouvons percevoir une commission si vous achetez via ce lien.',
          },
          {
            title: 'Chasser la veille avec des prises connectées',
            description:
              'Téléviseurs, consoles de jeu et chargeurs continuent de consommer en veille. Les prises connectées permettent de tout éteindre selon un horaire ou depuis votre téléphone, pour que rien ne grignote d’électricité pendant la nuit.',
            tip: 'Regroupez la télé, les enceintes et la console sur une même prise, programmée pour s’éteindre à minuit.',
            cta_text: 'Acheter les prises connectées Hearthly',
            affiliate_note: 'Nous pouvons percevoir une commission si vous achetez via ce lien.',
          },
          {
            title: 'Laver plus frais et à pleine charge',
            description:
              'La plupart du linge du quotidien ressort propre à 30 °C, et c’est le chauffage de l’eau qui consomme le plus dans un lave-linge. Lancez des machines pleines et faites sécher à l’air libre dès que la météo le permet.',
            tip: 'Réservez les lavages à haute température aux serviettes, aux draps et au linge très sale.',
          },
          {
            title: 'Surveiller le réfrigérateur et la bouilloire',
            description:
              'Réglez le réfrigérateur entre 3 et 5 °C et dégivrez le congélateur dès que la glace s’accumule. Ne faites bouillir que l’eau nécessaire : remplir la bouilloire à ras bord à chaque fois gaspille de l’énergie.',
            tip: 'Laissez un peu d’espace derrière le réfrigérateur pour que l’air circule autour de la grille arrière.',
          },
        ],
      },
      zh: {
        slug: '居家节能小妙招',
        title: '六个简单的居家节能小妙招',
        excerpt:
          '想降低能源账单，不一定要大动干戈地装修。本文与 Hearthly 合作推出，介绍六个一个下午就能搞定的节能小改造。',
        tips: [
          {
            title: '堵住门窗缝隙',
            description:
              '自粘密封条和简单的门底防风刷，能防止暖气外泄、冷风钻入。刮风天拿一条纸巾靠近门窗框，如果纸巾飘动，就说明找到了漏风点。',
            tip: '别忘了门上的信件投递口、锁孔以及阁楼检修口周围的缝隙。',
          },
          {
            title: '换用 LED 灯泡',
            description:
              'LED 灯泡的耗电量只有传统白炽灯或卤素灯的一小部分，而且能用很多年。先从使用最频繁的灯换起，比如厨房和客厅。',
            tip: '起居空间选择“暖白光”（约2700K），房间依然温馨舒适。',
          },
          {
            title: '让智能温控器替你操心',
            description:
              '智能温控器只在你需要时才供暖，它会学习你的作息，家里没人时自动关闭。把温度调低哪怕一度，账单上也可能看到明显变化。',
            tip: '夜间温度设得稍低一些，大多数人反而睡得更好。',
            cta_text: '了解 Hearthly 智能温控器',
            affiliate_note: '如果您通过此链接购买，我们可能会获得佣金。',
          },
          {
            title: '用智能插座切断待机耗电',
            description:
              '电视、游戏机和充电器在待机状态下仍在耗电。智能插座可以按时间表或通过手机一键关闭整组设备，让它们不再整夜偷偷用电。',
            tip: '把电视、音箱和游戏机接在同一个插座上，设定午夜自动断电。',
            cta_text: '选购 Hearthly 智能插座',
            affiliate_note: '如果您通过此链接购买，我们可能会获得佣金。',
          },
          {
            title: '低温满桶洗衣',
            description:
              '大多数日常衣物用30°C的水就能洗干净，而加热水正是洗衣机最耗能的环节。尽量攒满一桶再洗，天气允许时就自然晾干。',
            tip: '高温洗涤留给毛巾、床品和特别脏的衣物。',
          },
          {
            title: '留意冰箱和烧水壶',
            description:
              '冰箱冷藏温度保持在3至5°C左右，冷冻室结霜时及时除霜。烧水时需要多少烧多少，每次都把水壶灌满会白白浪费能源。',
            tip: '冰箱背后留出一点空间，让散热管周围的空气流通。',
          },
        ],
      },
    },
  },
  // ------------------------------------------------------------ technology
  {
    key: 'protect-your-accounts-password-manager-two-factor',
    category: 'technology',
    author: 'james-okafor',
    read_time: 9,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-09-14T06:45:00.000Z',
    views: 9820,
    tips: [
      {
        rating: '4.5/5',
        price_range: '$',
        cta: { link: 'https://www.example.com/keyhaven/password-manager', company_name: 'KeyHaven' },
      },
      { rating: '5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'protect-your-accounts-password-manager-two-factor',
        title: 'Protect Your Accounts with a Password Manager and Two-Factor Authentication',
        excerpt:
          'Reused passwords are the easiest way into your digital life. Here is how to lock everything down in one evening, without becoming a security expert.',
        tips: [
          {
            title: 'Choose a reputable password manager',
            description:
              'A password manager creates and remembers a unique, strong password for every site, so you only need to remember one. Look for end-to-end encryption, independent security audits and apps for all your devices.',
            tip: 'Many managers offer a free tier that is perfectly fine for getting started.',
            cta_text: 'Try KeyHaven free for 30 days',
            affiliate_note: 'We may earn a commission if you buy through this link.',
          },
          {
            title: 'Create one strong master password',
            description:
              'Your master password is the key to everything, so make it long rather than complicated. A passphrase of four or five random words is both strong and easy to remember.',
            tip: 'Write it down once and keep it somewhere safe at home, never on your computer.',
          },
          {
            title: 'Secure your email first',
            description:
              'Your email account can reset almost every other password, which makes it the most valuable target. Give it a unique password and turn on two-factor authentication before anything else.',
            tip: 'While you are there, check that your recovery phone number and backup email address are up to date.',
          },
          {
            title: 'Use an authenticator app',
            description:
              'Two-factor authentication adds a second step after your password, usually a six-digit code. Codes from an authenticator app are more secure than text messages, which can be intercepted or redirected.',
            tip: 'Start with banking, email and social media, then work through the rest over a few weeks.',
          },
          {
            title: 'Save your backup codes',
            description:
              'When you set up two-factor authentication, most sites give you a set of one-time backup codes. Store them in your password manager or print them out, so a lost phone does not lock you out.',
            tip: 'Never keep your backup codes in the same place as the phone they are meant to replace.',
          },
          {
            title: 'Replace reused passwords gradually',
            description:
              'Most password managers flag weak, reused or leaked passwords on a security dashboard. Fix a handful each day, starting with the accounts that hold money or personal data.',
            tip: 'For your most important accounts, consider adding a physical security key.',
          },
        ],
      },
      es: {
        slug: 'protege-tus-cuentas-gestor-de-contrasenas-y-verificacion-en-dos-pasos',
        title: 'Protege tus cuentas con un gestor de contraseñas y la verificación en dos pasos',
        excerpt:
          'Reutilizar contraseñas es la puerta de entrada más fácil a tu vida digital. Así puedes blindar tus cuentas en una sola tarde, sin necesidad de ser experto en seguridad.',
        tips: [
          {
            title: 'Elige un gestor de contraseñas de confianza',
            description:
              'Un gestor de contraseñas crea y recuerda una contraseña única y segura para cada sitio, así que solo tienes que memorizar una. Busca cifrado de extremo a extremo, auditorías de seguridad independientes y aplicaciones para todos tus dispositivos.',
            tip: 'Muchos gestores tienen una versión gratuita más que suficiente para empezar.',
            cta_text: 'Prueba KeyHaven gratis durante 30 días',
            affiliate_note: 'Podemos recibir una comisión si compras a través de este enlace.',
          },
          {
            title: 'Crea una contraseña maestra robusta',
            description:
              'La contraseña maestra es la llave de todo, así que es mejor que sea larga que complicada. Una frase de cuatro o cinco palabras elegidas al azar es a la vez segura y fácil de recordar.',
            tip: 'Apúntala una sola vez y guárdala en un lugar seguro de casa, nunca en el ordenador.',
          },
          {
            title: 'Protege primero tu correo',
            description:
              'Desde tu cuenta de correo se puede restablecer casi cualquier otra contraseña, lo que la convierte en el objetivo más valioso. Dale una contraseña única y activa la verificación en dos pasos antes que nada.',
            tip: 'Aprovecha para comprobar que el teléfono y el correo de recuperación están actualizados.',
          },
          {
            title: 'Usa una aplicación de autenticación',
            description:
              'La verificación en dos pasos añade un segundo paso después de la contraseña, normalmente un código de seis dígitos. Los códigos de una aplicación de autenticación son más seguros que los SMS, que pueden interceptarse o desviarse.',
            tip: 'Empieza por el banco, el correo y las redes sociales, y ocúpate del resto a lo largo de unas semanas.',
          },
          {
            title: 'Guarda los códigos de respaldo',
            description:
              'Al activar la verificación en dos pasos, la mayoría de los servicios te dan una serie de códigos de respaldo de un solo uso. Guárdalos en tu gestor de contraseñas o imprímelos, para que perder el móvil no te deje fuera de tus cuentas.',
            tip: 'Nunca guardes los códigos de respaldo en el mismo sitio que el móvil al que deben sustituir.',
          },
          {
            title: 'Cambia poco a poco las contraseñas repetidas',
            description:
              'La mayoría de los gestores señalan en un panel de seguridad las contraseñas débiles, repetidas o filtradas. Corrige unas cuantas cada día, empezando por las cuentas que dan acceso a tu dinero o a tus datos personales.',
            tip: 'Para tus cuentas más importantes, plantéate añadir una llave de seguridad física.',
          },
        ],
      },
      ar: {
        slug: 'احم-حساباتك-بمدير-كلمات-المرور-والتحقق-بخطوتين',
        title: 'احمِ حساباتك بمدير كلمات المرور والتحقّق بخطوتين',
        excerpt:
          'إعادة استخدام كلمات المرور نفسها أسهل طريق لاختراق حياتك الرقمية. إليك كيف تؤمّن حساباتك في أمسية واحدة، من دون أن تصبح خبيرًا في الأمن الرقمي.',
        tips: [
          {
            title: 'اختر مدير كلمات مرور موثوقًا',
            description:
              'ينشئ مدير كلمات المرور كلمة مرور فريدة وقوية لكل موقع ويتذكّرها عنك، فلا تحتاج إلا إلى حفظ كلمة واحدة. ابحث عن تشفير تامّ بين الطرفين، وتدقيقات أمنية مستقلة، وتطبيقات لجميع أجهزتك.',
            tip: 'تقدّم كثير من هذه البرامج نسخة مجانية تكفي تمامًا للبداية.',
            cta_text: 'جرّب KeyHaven مجانًا لمدة 30 يومًا',
            affiliate_note: 'قد نحصل على عمولة إذا اشتريت عبر هذا الرابط.',
          },
          {
            title: 'أنشئ كلمة مرور رئيسية قوية',
            description:
              'كلمة المرور الرئيسية هي مفتاح كل شيء، فاجعلها طويلة لا معقّدة. وعبارة مؤلّفة من أربع أو خمس كلمات عشوائية تجمع بين القوة وسهولة التذكّر.',
            tip: 'اكتبها مرة واحدة واحفظها في مكان آمن في البيت، ولا تحفظها أبدًا على حاسوبك.',
          },
          {
            title: 'ابدأ بتأمين بريدك الإلكتروني',
            description:
              'يمكن من خلال بريدك الإلكتروني إعادة تعيين كل كلمات المرور الأخرى تقريبًا، ما يجعله الهدف الأثمن. امنحه كلمة مرور فريدة وفعّل التحقّق بخطوتين قبل أي شيء آخر.',
            tip: 'تأكّد في الوقت نفسه من أن رقم الهاتف والبريد الاحتياطي المخصّصين لاسترداد الحساب محدّثان.',
          },
          {
            title: 'استخدم تطبيق مصادقة',
            description:
              'يضيف التحقّق بخطوتين خطوة ثانية بعد كلمة المرور، عادةً رمزًا من ستة أرقام. والرموز التي يولّدها تطبيق المصادقة أكثر أمانًا من الرسائل النصية التي يمكن اعتراضها أو تحويلها.',
            tip: 'ابدأ بحسابات البنك والبريد ومواقع التواصل الاجتماعي، ثم انتقل إلى البقية على مدى بضعة أسابيع.',
          },
          {
            title: 'احفظ الرموز الاحتياطية',
            description:
              'عند تفعيل التحقّق بخطوتين، تمنحك معظم المواقع مجموعة من الرموز الاحتياطية التي تُستخدم مرة واحدة. احفظها في مدير كلمات المرور أو اطبعها، حتى لا يحرمك فقدان هاتفك من الوصول إلى حساباتك.',
            tip: 'لا تحتفظ أبدًا برموزك الاحتياطية في المكان نفسه الذي تضع فيه الهاتف الذي وُجدت لتعوّض عنه.',
          },
          {
            title: 'استبدل كلمات المرور المكرّرة تدريجيًا',
            description:
              'تنبّهك معظم برامج إدارة كلمات المرور، عبر لوحة الأمان، إلى الكلمات الضعيفة أو المكرّرة أو المسرّبة. أصلح بضعًا منها كل يوم، بدءًا بالحسابات المرتبطة بأموالك أو بياناتك الشخصية.',
            tip: 'فكّر في إضافة مفتاح أمان مادّي لأهمّ حساباتك.',
          },
        ],
      },
      fr: {
        slug: 'proteger-ses-comptes-gestionnaire-de-mots-de-passe-double-authentification',
        title: 'Protéger ses comptes avec un gestionnaire de mots de passe et la double authentification',
        excerpt:
          'Réutiliser ses mots de passe, c’est laisser la porte ouverte à toute sa vie numérique. Voici comment tout verrouiller en une soirée, sans devenir expert en sécurité.',
        tips: [
          {
            title: 'Choisir un gestionnaire de mots de passe fiable',
            description:
              'Un gestionnaire de mots de passe crée et retient un mot de passe unique et robuste pour chaque site : vous n’en avez plus qu’un à mémoriser. Privilégiez le chiffrement de bout en bout, les audits de sécurité indépendants et des applications pour tous vos appareils.',
            tip: 'Beaucoup de gestionnaires proposent une offre gratuite largement suffisante pour débuter.',
            cta_text: 'Essayer KeyHaven gratuitement pendant 30 jours',
            affiliate_note: 'Nous pouvons percevoir une commission si vous achetez via ce lien.',
          },
          {
            title: 'Créer un mot de passe maître solide',
            description:
              'Le mot de passe maître ouvre toutes les portes : misez sur la longueur plutôt que sur la complexité. Une phrase de passe de quatre ou cinq mots choisis au hasard est à la fois robuste et facile à retenir.',
            tip: 'Notez-le une seule fois et rangez-le en lieu sûr chez vous, jamais sur votre ordinateur.',
          },
          {
            title: 'Sécuriser d’abord sa messagerie',
            description:
              'Votre boîte mail permet de réinitialiser presque tous vos autres mots de passe, ce qui en fait la cible la plus précieuse. Donnez-lui un mot de passe unique et activez la double authentification avant toute chose.',
            tip: 'Profitez-en pour vérifier que le numéro de téléphone et l’adresse e-mail de secours sont à jour.',
          },
          {
            title: 'Utiliser une application d’authentification',
            description:
              'La double authentification ajoute une seconde étape après le mot de passe, généralement un code à six chiffres. Les codes générés par une application d’authentification sont plus sûrs que les SMS, qui peuvent être interceptés ou détournés.',
            tip: 'Commencez par la banque, la messagerie et les réseaux sociaux, puis traitez le reste sur quelques semaines.',
          },
          {
            title: 'Conserver ses codes de secours',
            description:
              'Lors de l’activation de la double authentification, la plupart des sites fournissent des codes de secours à usage unique. Enregistrez-les dans votre gestionnaire ou imprimez-les, pour qu’un téléphone perdu ne vous prive pas de vos comptes.',
            tip: 'Ne rangez jamais vos codes de secours au même endroit que le téléphone qu’ils sont censés remplacer.',
          },
          {
            title: 'Remplacer peu à peu les mots de passe réutilisés',
            description:
              'La plupart des gestionnaires signalent dans un tableau de bord les mots de passe faibles, réutilisés ou divulgués. Corrigez-en quelques-uns chaque jour, en commençant par les comptes liés à votre argent ou à vos données personnelles.',
            tip: 'Pour vos comptes les plus sensibles, envisagez d’ajouter une clé de sécurité physique.',
          },
        ],
      },
      zh: {
        slug: '用密码管理器和双重验证保护账户',
        title: '用密码管理器和双重验证保护你的账户',
        excerpt:
          '重复使用密码，等于为你的数字生活敞开大门。下面教你用一个晚上把账户全部锁好，不必成为安全专家。',
        tips: [
          {
            title: '选择一款可靠的密码管理器',
            description:
              '密码管理器会为每个网站生成并记住独一无二的强密码，你只需记住一个就行。挑选时要看是否支持端到端加密、是否经过独立安全审计，以及能否在你的所有设备上使用。',
            tip: '很多密码管理器都有免费版，入门完全够用。',
            cta_text: '免费试用 KeyHaven 30 天',
            affiliate_note: '如果您通过此链接购买，我们可能会获得佣金。',
          },
          {
            title: '设一个足够强的主密码',
            description:
              '主密码是打开一切的钥匙，与其追求复杂，不如追求够长。由四五个随机词语组成的密码短语，既安全又好记。',
            tip: '把它写下来一次，存放在家中安全的地方，千万别存在电脑上。',
          },
          {
            title: '优先保护电子邮箱',
            description:
              '几乎所有其他账户的密码都能通过邮箱重置，因此邮箱是最有价值的攻击目标。先给它设置一个独立的密码，并开启双重验证。',
            tip: '顺便检查一下用于找回账户的手机号和备用邮箱是否为最新。',
          },
          {
            title: '使用身份验证器应用',
            description:
              '双重验证会在输入密码后再加一道步骤，通常是一个六位数验证码。身份验证器应用生成的验证码比短信更安全，因为短信可能被拦截或转移。',
            tip: '先从银行、邮箱和社交媒体开始，其余账户在几周内逐步完成。',
          },
          {
            title: '保存好备用验证码',
            description:
              '开启双重验证时，大多数网站会提供一组一次性备用验证码。把它们存进密码管理器或打印出来，这样即使手机丢了也不会被锁在账户外。',
            tip: '千万不要把备用验证码和它要替代的手机放在同一个地方。',
          },
          {
            title: '逐步替换重复使用的密码',
            description:
              '大多数密码管理器都会在安全面板中标出弱密码、重复密码或已泄露的密码。每天改几个，先从涉及资金或个人信息的账户入手。',
            tip: '对于最重要的账户，可以考虑加用实体安全密钥。',
          },
        ],
      },
    },
  },
];
