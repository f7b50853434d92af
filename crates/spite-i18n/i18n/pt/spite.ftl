# Spite & Malice: português.
#
# Os termos do jogo: monte (o texto G4A deixa "pay-off" em inglês; o
# monte de cada jogador), pilha lateral, pilha de centro (centro), estoque, mão, turno,
# embaralhar, empate. Ver docs/translating.md.
# "Você" leva o verbo na 3.ª pessoa: "Você joga", "O computador joga".
# Plural: o CLDR põe 0 na forma "one" em português; aqui 0 leva o plural
# ("0 cartas"), por isso cada plural começa com [0].

## Lugares

seat-name = { $kind ->
    [you] Você
    [player] Jogador { $number }
    [computer] { $number ->
        [0] Computador
       *[other] Computador { $number }
    }
    [seat] Lugar { $number }
   *[named] { $name }
}
seat-subject = { $kind ->
    [you] Você
    [player] O jogador { $number }
    [computer] { $number ->
        [0] O computador
       *[other] O computador { $number }
    }
    [seat] O lugar { $number }
   *[named] { $name }
}
# "do computador", "de Ann": a vez do computador.
seat-possessor = { $kind ->
    [you] sua
    [player] do jogador { $number }
    [computer] { $number ->
        [0] do computador
       *[other] do computador { $number }
    }
    [seat] do lugar { $number }
   *[named] de { $name }
}
seat-label = { $seat } ({ $level })
level-name = { $level ->
    [random] aleatório
    [naive] ingênuo
    [racer] apressado
    [blocker] bloqueador
    [hoarder] acumulador
    [easy] fácil
    [medium] médio
    [hard] difícil
   *[expert] especialista
}
join-partners = { $first } e { $second }
join-and = { $first } e { $second }
join-or = { $first } ou { $second }
list-separator = {", "}

## Valores (nas frases; as cartas mostram A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] ás
    [11] valete
    [12] dama
    [13] rei
   *[other] { $rank }
}
rank-the = { $rank ->
    [12] a dama
   *[other] o { rank-name }
}
rank-a = { $rank ->
    [12] uma dama
   *[other] um { rank-name }
}

## De onde vêm as cartas

move-from = { $source ->
    [hand] da mão
    [payoff] do monte
    [partner] do monte do parceiro
   *[side] da pilha lateral { $pile }
}

## O jogo contado

played = { $who } joga { $card } { $from } na pilha de centro { $centre }.
played-wild = { $who } joga { $card } { $from } na pilha de centro { $centre } como { $counts-as }.
discarded = { $who } descarta { $card } na pilha lateral { $pile }, terminando o turno.
payoff-turned = { $kind ->
    [you] Sua próxima carta do monte é { $card }.
   *[other] A próxima carta do monte { $whose } é { $card }.
}
pile-completed-shuffled = A pilha de centro { $centre } está completa; suas cartas voltam para o estoque.
pile-completed-set-aside = A pilha de centro { $centre } está completa e fica de lado até o estoque acabar.
stock-shuffled = O estoque é embaralhado; agora tem { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}.
drew = { $who } recebe { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}.
drew-cards = { $who } recebe { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}: { $cards }.
turn-starts = { $kind ->
    [you] Sua vez.
   *[other] Vez { $whose }.
}
game-won = { $side } { $side-kind ->
    [you] vence
    [one] vence
   *[other] vencem
} o jogo e marca { $points ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $points } pontos
}.
game-drawn = O estoque acabou quando era preciso receber uma carta: o jogo termina em empate, sem pontos.
game-starts = Jogo { $number }: { $first } começa.
game-resumed = Jogo { $number }: { $first } joga agora.
score = Partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}. { $sides }.
score-side = { $side }: { $points }
match-won = { $side } { $side-kind ->
    [you] vence
    [one] vence
   *[other] vencem
} a partida!
welcome = Spite & Malice: { $rules }, partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}, semente { $seed }.
welcome-against = Spite & Malice: { $rules }, partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}, semente { $seed }. { $first } contra { $others }.
move-option = { $card } { $from } para a pilha de centro { $centre }
move-option-wild = { $card } { $from } para a pilha de centro { $centre } como { $counts-as }
move-option-discard = descartar { $card } na pilha lateral { $pile } (termina o turno)
hint = Dica: { $move } ({ $card }) - { $reason }.
hint-no-card = Dica: { $move } - { $reason }.
no-hint = Nenhuma dica agora.
took-back = { $who } desfaz { $move } ({ $card }).
took-back-no-card = { $who } desfaz { $move }.
bot-failed-tried = { $who } tentou uma jogada ilegal ({ $tried }), por isso joga { $played }.
bot-failed = { $who } não conseguiu escolher uma jogada, por isso joga { $played }.

## Uma jogada nas palavras da janela: cartas e pilhas, não a notação do
## terminal ("5♠ da mão para a pilha de centro 1").
move-words = { $card } { $from } { $target ->
    [side] para a pilha lateral { $index }
   *[centre] para a pilha de centro { $index }
}
move-words-a-card = uma carta
hint-words = Dica: { $target ->
    [side] descarte
   *[centre] jogue
} { $move } - { $reason }.
took-back-words = { $who } desfaz a jogada de { $move }.
refused-illegal-words = Não é possível jogar { $move }: { $reason }.
refused-undo-revealed-words = Não é possível desfazer a jogada de { $move }: essa jogada { $reason }, por isso fica.

## O plano de uma dica

hint-reason = { $plan }: { $why }
hint-play = jogue { $steps }
hint-play-and-discard = jogue { $steps }, e descarte { $card } na pilha lateral { $pile }
hint-discard = descarte { $card } na pilha lateral { $pile }
hint-step = { $card } { $from } na pilha de centro { $centre }
hint-then = {", depois "}
hint-more = mais
hint-the-card = a carta
hint-from = { $source ->
    [hand] da mão
    [payoff] do seu monte
    [partner] do monte do seu parceiro
   *[side] da pilha lateral { $pile }
}
hint-why-wins = isso vence o jogo
hint-why-payoff-now = { $card } do seu monte sai agora
hint-why-payoff-next = { $card } do seu monte sai a seguir
hint-why-partner-payoff-now = { $card } do monte do seu parceiro sai agora
hint-why-partner-payoff-next = { $card } do monte do seu parceiro sai a seguir
hint-why-empties-hand = isso esvazia sua mão para receber { $count ->
    [one] 1 carta nova
   *[other] { $count } cartas novas
}
hint-why-plays-out-hand = isso joga todas as cartas da sua mão
hint-why-blocks-opponent = isso impede o { $card } do monte do adversário de ir ao centro
hint-why-helps-opponent = jogar no centro agora ajudaria o { $card } do monte do adversário
hint-why-keeps-king = só um rei aproximaria a carta do seu monte, então ele fica guardado para ela
hint-why-nothing-closer = nada no centro aproxima a carta do seu monte
hint-why-keeps-order = isso avança as cartas e mantém suas pilhas laterais em ordem

## Recusas: nada mudou

refused-you-are-to-move = Esse lugar não joga agora: a vez é sua.
refused-not-your-turn = Não é a sua vez: é a vez { $whose }.
refused-not-a-person = { $who } { $kind ->
    [you] é
   *[other] é
} um jogador do computador e joga sozinho.
refused-game-over = Este jogo terminou.
refused-match-over = A partida terminou.
refused-game-not-over = Este jogo ainda não terminou; o próximo é distribuído quando ele acabar.
refused-illegal = Não é possível jogar { $move } ({ $card }): { $reason }.
refused-illegal-no-card = Não é possível jogar { $move }: { $reason }.
# A card dropped on a pile it does not fit: the reason alone.
refused-rule = { $reason }.
refused-not-a-move-shape = '{ $text }' não é uma jogada: uma jogada é uma origem e um destino, como 'h3 c1' ou 'p c2'.
refused-no-such-card = Você não tem { $card } para jogar: não é o topo do seu monte, nem está na sua mão ou no topo de uma pilha lateral.
refused-not-a-move = Isso não é uma jogada: { $reason }.
refused-undo-nothing = Nada para desfazer: você ainda não jogou neste turno, e os turnos anteriores são definitivos.
refused-undo-revealed = Não é possível desfazer { $move }: essa jogada { $reason }, por isso fica.
revealed-payoff-card = revelou uma nova carta do monte
revealed-drew = fez receber cartas novas
revealed-turn-ended = terminou o turno
revealed-game-ended = terminou o jogo
refused-stale = Essa resposta chegou tarde demais: a mesa já mudou.
refused-rematch = Uma desforra pode ser proposta quando a partida termina, e respondida enquanto estiver proposta.
refused-review = Um jogo pode ser revisto depois de terminar.
refused-rules = Estas regras não podem ser jogadas: { $reason }.

## Por que as regras recusam uma jogada

rule-error-game-over = o jogo terminou
rule-error-not-your-turn = não é a sua vez
rule-error-no-hand-card = sua mão não tem a carta h{ $slot }; ela tem { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
rule-error-no-centre-pile = não existe a pilha de centro c{ $pile }; a mesa tem { $count }
rule-error-no-side-pile = não existe a pilha lateral s{ $pile }; cada jogador tem { $count }
rule-error-empty-side = a pilha lateral s{ $pile } está vazia
rule-error-empty-payoff = seu monte está vazio
rule-error-empty-partner-payoff = o monte do seu parceiro está vazio
rule-error-no-partner = só o jogo em parceria tem o monte do parceiro
rule-error-payoff-to-side = as cartas do monte só podem ir para uma pilha de centro
rule-error-side-to-side = as cartas das pilhas laterais só podem ir para uma pilha de centro, nunca para outra pilha lateral
rule-error-does-not-fit = { $card-rank-the } não pode ir para a pilha de centro { $centre }, que precisa de { $needs-a }
rule-error-unknown = essa carta ainda não é conhecida

## Por que um conjunto de regras não pode ser jogado

rules-error-players = o jogo precisa de 2 a { $max } jogadores, não { $count }
rules-error-no-such-seat = o lugar { $seat } não existe
rules-error-partnership = o jogo em parceria é para exatamente { $max } jogadores, não { $count }
rules-error-empty-payoff = um monte precisa de pelo menos uma carta
rules-error-hand-size = a mão deve ter de 1 a { $max } cartas, não { $count }
rules-error-centre-piles = deve haver de 1 a { $max } pilhas de centro, não { $count }
rules-error-complete-at = as pilhas de centro devem completar na dama ou no rei, não { $rank ->
    [1] no ás
    [12] na dama
   *[other] no { $rank-name }
}: abaixo da dama, as cartas mais altas nunca poderiam ser jogadas
rules-error-kings-stuck = sem reis curingas, as pilhas de centro devem ir até o rei, ou os reis nunca poderiam ser jogados
rules-error-match-target = a meta da partida deve ser de pelo menos 1 ponto
rules-error-too-few-cards = { $decks } baralhos têm { $cards } cartas, poucas demais para distribuir { $players } montes de { $payoff } e mãos de { $hand } e ainda deixar um estoque

## Por que o texto digitado não é uma jogada (a notação não se traduz)

parse-error-shape = uma jogada é uma carta e para onde ela vai, como 'h3 c1' ou 'p c2'
parse-error-unknown = '{ $text }' não é uma carta nem uma pilha: uma jogada começa com { $hand ->
    [0] {""}
    [1] h1 (mão),{" "}
   *[other] h1..h{ $hand } (mão),{" "}
}p (monte), { $partner ->
    [yes] pp (monte do parceiro),{" "}
   *[no] {""}
}s1..s{ $sides } (pilhas laterais) ou uma carta que você vê, como 7h
parse-error-no-target = falta o destino de '{ $text }': uma jogada é uma carta e para onde ela vai, como 'h3 c1' ou 'p c2'
parse-error-words = '{ $text }' tem { $count } palavras: uma jogada é uma carta e para onde ela vai, como 'h3 c1' ou 'p c2'
parse-error-reversed = '{ $text }' é uma pilha de centro, para onde uma carta vai: diga primeiro a carta e depois para onde ela vai
parse-error-reversed-swap = '{ $text }' é uma pilha de centro, para onde uma carta vai: diga primeiro a carta e depois para onde ela vai: '{ $swapped }'
parse-error-source-as-target = '{ $text }' é de onde uma carta vem, não para onde ela vai: use { $centres ->
    [1] c1 (a pilha de centro)
   *[other] c1..c{ $centres } (pilhas de centro)
} ou s1..s{ $sides } (pilhas laterais)
parse-error-target = '{ $text }' não é um destino: use { $centres ->
    [1] c1 (a pilha de centro)
   *[other] c1..c{ $centres } (pilhas de centro)
} ou s1..s{ $sides } (pilhas laterais)
parse-error-not-held = { $card } não é o topo do seu monte, nem está na sua mão ou no topo de uma das suas pilhas laterais

## Como se chama um conjunto de regras

rules-preset = regras { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count ->
    [0] 0 jogadores
    [one] 1 jogador
   *[other] { $count } jogadores
}
change-partnership = em parcerias
change-no-partnership = sem parcerias
change-payoff = monte de { $count }
change-hand = mão de { $count }
change-centre-piles = { $count ->
    [0] 0 pilhas de centro
    [one] 1 pilha de centro
   *[other] { $count } pilhas de centro
}
change-kings-wild = reis curingas
change-kings-not-wild = reis sem curinga
change-complete-at = pilhas até { $rank-the }
change-completed-shuffled = pilhas completas embaralhadas no estoque
change-completed-set-aside = pilhas completas postas de lado
change-refill = mão vazia é reabastecida
change-no-refill = mão vazia termina o turno
change-match-target = partida até { $count }

## As regras explicadas

rule-heading = As regras: { $rules }.
rule-aim = Seja o primeiro a jogar todas as cartas do seu monte nas pilhas de centro.
rule-aim-partnership = Seja a primeira parceria a jogar todas as cartas dos montes dos dois parceiros nas pilhas de centro.
rule-deal = { $players ->
    [0] 0 jogadores
    [one] 1 jogador
   *[other] { $players } jogadores
}, { $decks ->
    [0] 0 baralhos embaralhados
    [one] 1 baralho embaralhado
   *[other] { $decks } baralhos embaralhados
} juntos. Cada jogador tem um monte de { $payoff ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $payoff } cartas
}, só com a carta do topo virada para cima, uma mão de { $hand } e quatro pilhas laterais, vazias no início. { $centre ->
    [0] Nenhuma pilha de centro é compartilhada
    [one] Uma pilha de centro é compartilhada, vazia
   *[other] { $centre } pilhas de centro são compartilhadas, vazias
} no início; as outras cartas formam o estoque.
rule-partners = Os parceiros sentam-se frente a frente (lugares 1 e 3 contra lugares 2 e 4) e podem jogar a carta do topo do monte de qualquer um dos dois.
rule-turn-start = Seu turno começa recebendo cartas do estoque até sua mão ter { $hand ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $hand } cartas
}.
rule-sources = Depois jogue quantas cartas quiser nas pilhas de centro: o topo do seu monte, o topo de qualquer uma das suas pilhas laterais ou uma carta da mão.
rule-build = Uma pilha de centro é construída a partir do ás, um valor de cada vez, independente do naipe: A, 2, 3 … até { $rank-the }.
rule-kings-wild = Os reis são curingas: um rei pode ser jogado em qualquer pilha de centro, mesmo vazia, e vale o valor de que essa pilha precisa.
rule-kings-not-wild = Os reis não são curingas: um rei é só um rei, jogado sobre uma dama.
rule-completed-shuffled = Uma pilha de centro que chega { $rank ->
    [12] à dama
   *[other] ao { $rank-name }
} está completa: suas { $rank } cartas são embaralhadas no estoque e a pilha recomeça do ás.
rule-completed-set-aside = Uma pilha de centro que chega { $rank ->
    [12] à dama
   *[other] ao { $rank-name }
} está completa e é posta de lado; só quando for preciso receber uma carta do estoque vazio as pilhas postas de lado são embaralhadas num novo estoque.
rule-discard = Seu turno termina quando você descarta uma carta da mão numa das suas quatro pilhas laterais. Cartas do monte e das pilhas laterais nunca vão para pilhas laterais.
rule-empty-hand-refill = Se você esvaziar a mão durante o turno, recebe mais { $hand } e continua.
rule-empty-hand-ends = Se você esvaziar a mão durante o turno, seu turno termina.
rule-win = Quem joga a última carta do monte vence o jogo na hora e marca as cartas que restam nos outros montes.
rule-win-partnership = Uma parceria vence quando seus dois montes estão vazios, e marca as cartas que restam nos montes da outra parceria.
rule-drawn = Se for preciso receber uma carta e o estoque estiver vazio, o jogo termina em empate e ninguém marca pontos.
rule-drawn-set-aside = Se for preciso receber uma carta, o estoque estiver vazio e não houver pilhas postas de lado, o jogo termina em empate e ninguém marca pontos.
rule-match = A partida é ganha com { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}. O jogador depois do vencedor (com dois jogadores, o perdedor) começa o jogo seguinte; depois de um empate, o jogador depois de quem começou.

## Palavras próprias da janela e do terminal (ui-*)

## Barra de menu da janela
ui-menu-new-game = Novo jogo
ui-menu-new-game-key = Novo jogo (N)
ui-menu-undo = Desfazer (U)
ui-menu-hint = Dica (H)
ui-menu-settings = Configurações
ui-menu-rules = Regras
ui-menu-statistics = Estatísticas
ui-menu-log = Registro
ui-menu-help = Ajuda (F1)
ui-menu-language = Idioma

## Linha de estado e placar
ui-score-line = Jogo { $game } · partida até { $target } · { $scores }
ui-status-computer-playing = { $name } está jogando… (Espaço: já)
ui-status-pass-screen = Passe a tela para { $name }.
ui-status-your-turn = Sua vez
ui-status-whose-turn = Vez de { $name }
ui-status-this-card = esta carta
ui-status-the-card = { $card }
ui-status-cannot-play-now = { $who }: { $card } não pode ser jogada agora (as pilhas de centro precisam de { $needs }). Esc devolve a carta.
ui-status-pick-target = { $who }: agora clique numa pilha iluminada ou aperte a tecla dela (Esc devolve a carta).
ui-status-pick-card = { $who }: clique ou arraste uma carta da mão, do monte ou de uma pilha lateral; descartar numa pilha lateral termina o turno.
ui-list-and = { $first } e { $last }

## Registro das jogadas
ui-log-title = Jogadas
ui-log-empty = Ainda não há jogadas neste jogo.
ui-log-turn = Turno { $turn } · { $name }

## Ajuda: teclado e mouse
ui-help-title = Ajuda: teclado e mouse
ui-help-key-hand = pegar uma carta da mão
ui-help-key-payoff = pegar a carta do seu monte
ui-help-key-partner = pegar a carta do monte do parceiro (jogo em parceria)
ui-help-key-side = pegar a carta do topo de uma pilha lateral, ou, segurando uma carta da mão: descartá-la ali (termina o turno)
ui-help-key-centre = jogar a carta segurada na pilha de centro 1, 2, 3 (…)
ui-help-key-escape = devolver a carta segurada
ui-help-key-hint = dica: o computador sugere uma jogada e diz por quê
ui-help-key-undo-name = U ou Ctrl+Z
ui-help-key-undo = desfazer (só jogadas deste turno que não revelaram nada)
ui-help-key-new = novo jogo (o próximo jogo da partida, ou uma partida nova)
ui-help-key-confirm = confirmar o abandono da partida
ui-help-key-continue = continuar: próximo jogo, mostrar minha mão, confirmar
ui-help-key-hurry = a vez dos outros já (ou um clique na mesa)
ui-help-key-help-name = F1 ou ?
ui-help-key-help = esta ajuda
ui-help-key-log = registro das jogadas
ui-help-key-settings = configurações
ui-help-key-rules = resumo das regras
ui-help-key-statistics = estatísticas
ui-help-key-sound = ligar ou desligar o som
ui-help-mouse-name = Mouse
ui-help-mouse = clique numa carta e depois numa pilha, ou arraste a carta até a pilha
ui-help-targets = Enquanto você segura uma carta, os destinos permitidos acendem em verde; o destino da dica, em azul. Uma jogada ilegal é recusada com o motivo na linha de estado, e nada muda.

## Configurações
ui-settings-title = Configurações
ui-settings-now = Agora
ui-settings-level = Nível do computador:
ui-settings-animation = Velocidade da animação:
ui-settings-theme = Tema:
ui-settings-theme-light = claro
ui-settings-theme-dark = escuro
ui-settings-felt = Mesa:
ui-felt-green = verde
ui-felt-blue = azul
ui-felt-wine = vinho
ui-settings-back = Verso das cartas:
ui-back-lattice = treliça azul
ui-back-diamonds = losangos vermelhos
ui-back-rings = anéis verdes
ui-settings-sound = Efeitos sonoros
ui-sound-on = Som ligado.
ui-sound-off = Som desligado.
ui-sound-no-device = O som está ligado, mas este computador não tem saída de áudio: nada se vai ouvir.
ui-settings-language = Idioma:
ui-settings-next-match = Próxima partida
ui-settings-preset = Conjunto de regras:
ui-settings-players = Jogadores:
ui-settings-partnerships = Parcerias (4 jogadores, parceiros frente a frente)
ui-settings-seat = Lugar { $seat }:
ui-settings-seat-person = pessoa
ui-settings-seat-computer = computador
ui-settings-payoff = Monte:
ui-settings-centre-piles = Pilhas de centro:
ui-settings-kings-wild = Os reis são curingas
ui-settings-refill = Receber mais { $hand } ao esvaziar a mão
ui-settings-match-to = Partida até:
ui-settings-points-suffix = { $count ->
    [0] {" "}pontos
    [one] {" "}ponto
   *[other] {" "}pontos
}
ui-settings-need-a-person = Pelo menos um lugar deve ser de uma pessoa.
ui-settings-start = Começar uma nova partida com estas regras

## Janelas de regras e estatísticas
ui-rules-title = Regras
ui-stats-title = Estatísticas
ui-stats-none = Ainda não há jogos terminados.
ui-stats-against-computer = Você contra o computador
ui-stats-people = Pessoas na mesma tela
ui-stats-table = Mesa
ui-stats-rules-column = Regras
ui-stats-games = Jogos
ui-stats-games-won = Jogos ganhos
ui-stats-lost = perdidos
ui-stats-drawn = empatados
ui-stats-matches-won = Partidas ganhas
ui-stats-best-streak = Melhor sequência
ui-stats-games-won-by = Jogos ganhos por
ui-stats-matches-won-by = Partidas ganhas por
ui-stats-won-share = { $count } · { $percent }%
ui-stats-streaks = { $best } (agora { $now })
ui-stats-recent = Últimos jogos: { $won } ganhos, { $lost } perdidos, { $drawn } empatados
ui-stats-best-game-title = Melhor jogo:
ui-stats-best-game = ganho em { $turns } { $turns ->
    [one] turno
   *[other] turnos
} em { $date }
ui-stats-by-rules = Por regras

## Diálogos
ui-saved-state-title = Estado salvo
ui-saved-state-unreadable = O arquivo ilegível está em { $file }.
ui-ok = OK
ui-confirm-new-title = Nova partida?
ui-confirm-new-text = O jogo ainda não terminou. Abandonar esta partida e distribuir uma nova?
ui-confirm-rematch-text = A partida não acabou. Abandoná-la e começá-la de novo com as mesmas configurações?
ui-confirm-new-yes = Sim, nova partida ({ $key })
ui-confirm-new-no = Não, continuar jogando (Esc)
# The key that answers yes to a question: the first letter of the yes word.
ui-key-yes = S
ui-handover-title = Passe a tela
ui-handover-pass-to = Passe para { $name }
ui-handover-hidden = A mão fica escondida até o jogador dela estar diante da tela.
ui-handover-show = Sou { $name }: mostrar minha mão (Enter)
ui-result-match-over = Fim da partida
ui-result-game-over = Fim do jogo
ui-result-drawn = O estoque acabou quando era preciso receber uma carta: o jogo termina empatado.
ui-result-points = { $count ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $count } pontos
}
ui-result-match-to = Partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}.
ui-result-play-again = Jogar de novo: nova partida (Enter)
ui-result-next-game = Próximo jogo (Enter)
ui-result-rematch = Revanche: a partida de novo

## A mesa: legendas e o que um leitor de tela diz
ui-table-payoff-of = Monte de { $name }
ui-table-side-of = Pilha lateral { $pile } de { $name }
ui-table-hand-of = Mão de { $name }: { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}, viradas para baixo
ui-table-your-payoff = Seu monte
ui-table-your-side = Sua pilha lateral { $pile }
ui-table-stock = Estoque: { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
ui-table-hand-card = Carta { $slot } da mão: { $card }
ui-table-hidden = escondida
# $what: payoff, side, centre, stock, hand-card (for agreement).
ui-table-empty = { $what ->
    [stock] vazio
    [payoff] vazio
   *[other] vazia
}
ui-table-pile-top = { $pile }: { $card } no topo, { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
ui-table-pile-empty = { $pile }: { $what ->
    [stock] vazio
    [payoff] vazio
   *[other] vazia
}
ui-table-side-one = { $pile }: 1 carta, { $card }
ui-table-side-many = { $pile }: { $count } cartas, no topo { $card }; de baixo para cima: { $cards }
ui-table-pile-count = { $pile } · { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
ui-table-bottom-to-top = de baixo para cima:
ui-table-top = (topo)
ui-table-centre-king = Pilha de centro { $centre }: rei valendo { $rank }, precisa de { $needs }
ui-table-centre-top = Pilha de centro { $centre }: { $card } no topo, precisa de { $needs }
ui-table-centre-empty = Pilha de centro { $centre }: vazia, precisa de { $needs }
ui-table-in-hand = { $count } na mão
ui-table-partner = parceiro
ui-table-slot-side = lateral
ui-table-slot-hand = mão
ui-table-caption-payoff = monte { $count }
ui-table-caption-payoff-word = monte
ui-table-caption-stock = estoque { $count }
ui-table-caption-aside = de lado { $count }
ui-table-caption-needs = precisa { $rank }
ui-table-caption-king = K = { $rank }
ui-table-caption-centre-key = centro { $centre } · tecla { $key }
ui-table-caption-key = centro { $centre } · { $key }
ui-table-face-down = uma carta virada para baixo
ui-card-name = { $rank ->
    [1] ás
    [11] valete
    [12] dama
    [13] rei
   *[other] { $rank }
} de { $suit ->
    [spades] espadas
    [hearts] copas
    [diamonds] ouros
   *[clubs] paus
}

## O terminal: comandos (as palavras dos comandos ficam em inglês)
ui-cmd-moves = lista suas jogadas permitidas (também: legal)
ui-cmd-hint = a sugestão do computador, com um motivo
ui-cmd-play = joga a jogada que a dica sugere
ui-cmd-undo = desfaz sua última jogada deste turno, se ela não revelou nada
ui-cmd-show = desenha a mesa de novo, com todas as pilhas laterais por inteiro
ui-cmd-score = o placar da partida
ui-cmd-rules = as regras desta partida
ui-cmd-log = tudo o que aconteceu neste jogo
ui-cmd-save = save ARQUIVO: salva a partida em ARQUIVO
ui-cmd-load = load ARQUIVO: continua uma partida salva
ui-cmd-resume = continua a partida que você deixou inacabada
ui-cmd-new = new [SEMENTE]: começa uma nova partida
ui-cmd-next = distribui o próximo jogo quando este terminar
ui-cmd-review = rever o jogo que acabou de terminar: as vezes que o entregaram
ui-cmd-rematch = online, quando a partida termina: propor uma revanche aos outros, ou aceitar
ui-cmd-react = online: enviar uma reação (react gg, react bj, react boa, react ops, react pensando)
ui-cmd-mute = online: esconder as reações de um jogador (mute NOME)
ui-cmd-unmute = online: mostrar de novo as reações de um jogador escondido
ui-cmd-help = help [COMANDO]: esta lista, ou mais sobre um comando
ui-cmd-quit = sair (também: exit; Ctrl-D pergunta antes); a partida fica guardada para 'resume'
ui-cmd-takes-no-arguments = '{ $command }' não leva argumentos
ui-repl-review-worlds = review [N]: N, o número de simulações por estimativa, é um número inteiro de 1 a { $most }; '{ $value }' não é
ui-repl-not-a-seed = '{ $value }' não é uma semente: use um número inteiro de 0 a { $most }
ui-help-topic-move =
    Uma jogada é uma origem e um destino:
      h3 c1   carta 3 da mão para a pilha de centro 1
      7h c1   o mesmo, dizendo a carta (topo do seu monte, carta da mão ou topo de pilha lateral)
      p c2    a carta do topo do seu monte para a pilha de centro 2
      pp c2   o topo do monte do seu parceiro (jogo em parceria)
      s4 c3   o topo da sua pilha lateral 4 para a pilha de centro 3
      h2 s1   descartar a carta 2 da mão na pilha lateral 1: isso termina o seu turno
    As pilhas de centro sobem a partir do ás, sem importar o naipe; a mesa mostra o valor de que cada uma precisa.
    'moves' (ou 'legal') lista todas as jogadas possíveis agora; Tab completa.
    Na sua vez, um + depois de uma carta da mão marca uma que pode ir para uma pilha de centro agora.
ui-help-topic-hint = hint: a jogada que o computador sugeriria para você, com um motivo numa linha.
ui-help-topic-play = play: joga a jogada que 'hint' sugere (pedindo a dica antes, se ela não foi dada para esta mesa), como se você a tivesse digitado.
ui-help-topic-undo = undo: desfaz sua última jogada deste turno. Jogadas que revelaram uma carta escondida (uma nova carta do monte virada, cartas recebidas) e o descarte que terminou o seu turno não podem ser desfeitos.
ui-help-topic-show = show: desenha a mesa de novo e lista todas as pilhas laterais por inteiro, de baixo para cima. Na mesa, as pilhas laterais mostram as cartas do topo (a do topo por último).
ui-help-topic-score = score: os pontos de cada jogador e a meta da partida. Quem vence um jogo marca as cartas que restam nos outros montes.
ui-help-topic-rules = rules: as regras desta partida (escolha com --rules g4a|classic|ARQUIVO.json).
ui-help-topic-log = log: tudo o que aconteceu neste jogo, inclusive as jogadas do computador.
ui-help-topic-save = save ARQUIVO: grava a partida em ARQUIVO (JSON). O arquivo é gravado inteiro ou não é gravado.
ui-help-topic-load = load ARQUIVO: continua a partida salva em ARQUIVO. A partida atual é substituída; um arquivo que não pode ser lido a deixa como está.
ui-help-topic-resume = resume: continua a partida que você deixou inacabada, exatamente onde estava. Cada jogada fica no salvamento automático (autosave.json na sua pasta de dados), então sair, Ctrl-D, fechar o terminal ou uma falha não perdem nada; 'spite --resume' faz o mesmo ao iniciar. Uma nova partida substitui a guardada assim que você faz uma jogada nela, e o salvamento automático é apagado quando a partida termina.
ui-help-topic-new = new [SEMENTE]: começa uma nova partida, distribuída a partir de SEMENTE se dada (senão, uma aleatória).
ui-help-topic-next = next (ou uma linha vazia): distribui o próximo jogo quando o atual terminar.
ui-help-topic-review = review [N]: quando um jogo termina, revê-o do seu lugar, como 'spite review FILE': cada vez que entregou chance de vencer, com uma vez melhor e o porquê. Leva alguns segundos; as vezes marcadas aparecem assim que são encontradas, e Ctrl-C para a análise. N é o número de simulações por estimativa (padrão 48, até 1000): mais é mais fino e mais lento.
ui-help-topic-rematch = rematch: online, quando a partida termina, propõe aos outros a mesma partida de novo (mesmos lugares, nomes e regras); quando todos aceitam, uma nova sala é distribuída e você se senta nela. Digitado enquanto uma revanche lhe é proposta, aceita; 'sim' ou 'não' também respondem.
ui-help-topic-react = react REAÇÃO: online, envia aos outros uma de cinco reações: gg (Bom jogo), bj (Bem jogado), boa (Boa jogada), ops (Ops), pensando (Pensando…). Tab as completa.
ui-help-topic-mute = mute NOME, unmute NOME: online, esconde de você as reações de outro jogador, ou as mostra de novo (o nome como a mesa o mostra, ou o número do lugar).
ui-help-topic-help = help [COMANDO]: os comandos, ou mais sobre um deles. 'help move' explica as jogadas.
ui-help-topic-quit = quit: sai do jogo. Uma partida inacabada fica no salvamento automático: 'resume' (ou 'spite --resume') a continua da próxima vez. 'save ARQUIVO' guarda uma cópia sua.
ui-help-footer = Tab completa comandos e jogadas permitidas. 'help COMANDO' diz mais.
ui-help-no-topic = Não há ajuda sobre '{ $topic }'. Tópicos: move, { $topics }.

## O terminal: a sessão
ui-repl-match-over-type-new = A partida terminou: digite 'new' para outra, ou 'quit'.
ui-repl-game-over-type-next = Este jogo terminou: digite 'next' (ou aperte Enter) para o próximo.
ui-repl-no-card-fits = Nenhuma carta sua cabe numa pilha de centro agora.
ui-repl-to-the-centre = Para o centro:
ui-repl-to-end-your-turn = Para terminar o turno, descarte uma carta da mão numa pilha lateral: { $first }..{ $last } em s1..s4 (por exemplo { $example }).
ui-repl-score-heading = Partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}:
ui-repl-score-game = Jogo { $game }: { $result }
ui-repl-game-being-played = O jogo { $game } está em andamento.
ui-repl-rules-heading = Regras ({ $name }): { $rules }.
ui-repl-log-cannot-rebuild = O registro não pode ser refeito: { $reason }
ui-repl-log-no-moves = (ainda sem jogadas)
ui-repl-log-not-replayed = (a jogada { $move } não pôde ser repetida: { $reason })
ui-repl-saved = Salvo em { $file }. Continue depois com: spite play --load { $file }   (ou 'load { $file }')
ui-repl-not-saved = Não salvo: { $reason }.
ui-repl-loaded = { $file } carregado: jogo { $game }, turno { $turn }.
ui-repl-not-loaded = Não carregado: { $reason }. O jogo atual continua.
ui-repl-script-refused = { $count ->
    [one] { $count } linha do script foi recusada (a primeira: '{ $first }'); as outras foram executadas
   *[other] { $count } linhas do script foram recusadas (a primeira: '{ $first }'); as outras foram executadas
}
ui-repl-confirm-new-resumable = Começar uma nova partida? 'resume' traz esta de volta até você jogar na nova. (s/n)
ui-repl-confirm-new = Começar uma nova partida? Esta se perde se não for salva. (s/n)
ui-repl-match-goes-on = A partida atual continua.
ui-repl-cannot-start = Não é possível começar uma partida: { $reason }.
ui-repl-game-number = Jogo { $game }.
ui-repl-not-a-command = '{ $text }' não é um comando nem uma jogada. Digite 'help' para ver os comandos, ou uma jogada como 'h3 c1'.
ui-repl-no-autosave = Não há salvamento automático: nenhuma pasta de dados foi encontrada.
ui-repl-match-score = Placar da partida: { $scores } (meta { $target }).
ui-repl-type-new = Digite 'new' para outra partida, ou 'quit'.
ui-repl-type-next = Digite 'next' (ou aperte Enter) para distribuir o jogo { $game }.
ui-repl-pass-terminal = Passe o terminal para { $name }.
ui-repl-press-enter = { $name }, aperte Enter quando estiver pronto (q sai)
ui-repl-confirm-quit = Sair do jogo? (s/n)
ui-repl-meanwhile = Enquanto isso:
ui-repl-share-terminal = { $names } dividem este terminal.
ui-repl-welcome-aim = Seja o primeiro a esvaziar seu monte. 'help' lista os comandos, 'help move' explica as jogadas.
ui-repl-ctrl-c-cancels = (Ctrl-C cancela a linha. Digite 'quit' para sair.)
ui-repl-line-too-long = Essa linha é longa demais ({ $count } bytes); nada foi feito.
ui-repl-ctrl-c-does-not-stop = (Ctrl-C não para o jogo: só cancela a linha que você está digitando. Digite 'quit' para sair.)
ui-repl-yes-answers = y, yes, s, sim
ui-repl-yes-or-no = Responda s (sim) ou n (não).
ui-repl-turn-help = Jogue no centro (as jogadas são como h3 c1), depois descarte numa pilha lateral para terminar (como h2 s1). Também: moves, hint, help.
ui-repl-your-turn-named = { $name }, é a sua vez.
ui-repl-game-over = Fim do jogo: { $result }
ui-repl-turn-banner = -- { $turn } --

## O terminal: a mesa
ui-repl-status-line = Jogo { $game } { $dot } turno { $turn } { $dot } partida até { $target } { $dot } { $scores }
# One side's points in the status line: the colon keeps "Computer 1" apart from its points.
ui-repl-status-score = { $side }: { $points }
ui-repl-sides = laterais
ui-repl-payoff-left = monte { $card } (restam { $count })
ui-repl-payoff-empty = monte { $card } (vazio)
ui-repl-hand-cards = mão { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
ui-repl-centre = Centro
ui-repl-centre-pile = c{ $centre } { $top } precisa { $needs }
ui-repl-stock-cards = estoque { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
ui-repl-set-aside = , { $count } de lado
ui-repl-kings-wild = os reis são curingas
ui-repl-partner-note = parceiro { $name }: jogue o topo do monte dele com pp
ui-repl-hand = mão
ui-repl-side-piles-heading = Pilhas laterais, de baixo para cima (a última carta é a que se joga):
ui-repl-side-piles-empty = (todas as pilhas laterais estão vazias)
ui-repl-set-aside-cards = Postas de lado: { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
} (pilhas de centro completas)

## O terminal: retomar e arquivos
ui-repl-not-autosaved = A partida não pôde ser salva automaticamente: { $reason }. Use 'save ARQUIVO' para guardá-la.
ui-repl-new-match-dealt = { $reason } Uma nova partida é distribuída.
ui-repl-current-game-goes-on = { $reason } O jogo atual continua.
ui-repl-nothing-to-resume = Não há partida inacabada para retomar.
ui-repl-already-resumed = Esta é a partida do salvamento automático: não há outra para retomar.
ui-repl-cannot-resume = A partida inacabada não pode ser retomada: { $reason }.
ui-repl-resumed = Partida inacabada retomada: jogo { $game }, turno { $turn }.
ui-repl-kept-in = Esta partida está guardada em { $file }: 'spite --resume' a continua.
ui-file-not-a-file-name = isso não é um nome de arquivo
ui-file-could-not-save = não foi possível salvar em { $file }: { $reason }
ui-file-cannot-read = não é possível ler { $file }: { $reason }
ui-file-is-directory = { $file } é uma pasta, não um jogo salvo
ui-file-not-regular = { $file } não é um arquivo comum
ui-file-too-big = { $file } é grande demais para ser um jogo salvo ({ $count } bytes)
ui-file-not-text = { $file } não é um jogo salvo (não é texto)
ui-file-not-found = arquivo ou pasta inexistente
ui-file-permission-denied = permissão negada
ui-file-cannot-make = não é possível criar { $file }: { $reason }
ui-file-cannot-write = não é possível gravar { $file }: { $reason }
ui-file-cannot-remove = não é possível apagar { $file }: { $reason }
ui-file-damaged = { $file } está danificado ({ $reason })
ui-file-not-autosave = { $file } não é um arquivo de salvamento automático
ui-file-autosave-damaged = um salvamento automático danificado ({ $reason })
ui-file-bad-move = a jogada { $move } na linha { $line } não pode ser lida (as jogadas se escrevem como "h3 c1")
ui-file-bad-value = { $field } na linha { $line } não pode ser { $value }
ui-file-autosave-version = um salvamento automático da versão { $version }, que este spite não lê (ele lê a versão { $current })
ui-file-autosave-no-people = um salvamento automático danificado (não tem nenhuma pessoa à mesa)

## A janela: avisos e arquivos salvos
ui-notice-hand-hidden = Sua mão está escondida: mostre-a primeiro.
ui-notice-no-hand-card = Sua mão não tem a carta { $slot }.
ui-notice-source-empty = { $source ->
    [payoff] Seu monte está vazio.
    [partner] O monte do seu parceiro está vazio.
   *[side] Sua pilha lateral { $pile } está vazia.
}
ui-notice-pick-card-first = Escolha uma carta primeiro: da mão, do monte ou de uma pilha lateral.
ui-notice-drop-on-pile = Solte a carta numa pilha de centro ou numa das suas pilhas laterais.
ui-notice-thinking = Pensando numa dica…
ui-settings-unreadable = Não foi possível ler suas configurações ({ $reason }); são usados os valores padrão.
ui-stats-unreadable = Não foi possível ler suas estatísticas ({ $reason }); elas recomeçam do zero.
ui-stats-row-partnership = Parceria · { $level }
ui-stats-row-you-vs-computer = Você contra o computador · { $level }
ui-stats-row-you-vs-computers = Você contra { $count } computadores · { $level }
ui-stats-row-people = { $people } pessoas e { $count ->
    [0] 0 computadores
    [one] 1 computador
   *[other] { $count } computadores
} · { $level }

## A janela (spite-gui): suas próprias palavras
ui-menu-undo-short = Desfazer
ui-menu-hint-short = Dica
ui-menu-help-short = Ajuda
ui-no-hand-card = Sua mão não tem carta { $slot }.
ui-empty-payoff = Seu monte está vazio.
ui-empty-partner-payoff = O monte do seu parceiro está vazio.
ui-empty-side = Sua pilha lateral { $pile } está vazia.
ui-pick-card-first = Pegue uma carta primeiro: da sua mão, do monte ou de uma pilha lateral.
ui-drop-on-a-pile = Solte a carta numa pilha de centro ou numa das suas pilhas laterais.
ui-hint-thinking = Pensando numa dica…
ui-wait-computer = Espere: o computador está jogando.
ui-wait-seat = Espere: { $name } está jogando.
ui-wait-game-over = O jogo terminou.
ui-wait-hidden = Sua mão está escondida: mostre-a primeiro.
ui-wait-turn = É a vez de { $name }.
ui-help-key-quit = sair (a partida é salva depois de cada jogada)
ui-rules-custom = regras próprias
ui-confirm-new-draft-text = A partida ainda não terminou. Abandoná-la e começar uma nova partida com as novas regras?
ui-confirm-new-draft-kept = A partida continua. Suas regras para a próxima partida ficam guardadas nas Configurações: “Começar uma nova partida com estas regras” a inicia quando quiser.
ui-stats-kind-partnership = Em duplas · { $level }
ui-stats-kind-vs-computer = Você contra o computador · { $level }
ui-stats-kind-vs-computers = Você contra { $count } computadores · { $level }
ui-stats-kind-people = { $people } pessoas
ui-stats-kind-people-partnership = { $people } pessoas, em duplas
ui-stats-kind-mixed = { $people } pessoas e { $count ->
    [one] 1 computador
   *[other] { $count } computadores
} · { $level }
ui-stats-kind-mixed-partnership = { $people } pessoas e { $count ->
    [one] 1 computador
   *[other] { $count } computadores
}, em duplas · { $level }
ui-no-data-folder = Nenhuma pasta de dados foi encontrada: esta partida e as estatísticas não serão salvas.
ui-save-what-match = a partida ({ $reason })
ui-save-what-stats = as estatísticas ({ $reason })
ui-save-what-settings = as configurações ({ $reason })
ui-could-not-save = Não foi possível salvar { $what } em { $file }. O jogo continua; salvar é tentado de novo depois de cada jogada.
ui-speed-instant = instantânea
ui-speed-fast = rápida
ui-speed-normal = normal
ui-speed-slow = lenta
ui-speed-button-hover = Velocidade da animação: um clique escolhe a seguinte (instantânea mostra as jogadas dos outros de imediato)
ui-damaged-match = Sua partida salva não pôde ser lida, então uma nova partida foi iniciada.
ui-damaged-stats = Suas estatísticas não puderam ser lidas, então elas recomeçam do zero.
ui-damaged-settings = Suas configurações não puderam ser lidas, então as configurações padrão são usadas.
ui-damaged-seats = os lugares não correspondem aos jogadores ({ $found } lugares, { $players } jogadores)
ui-damaged-kept = O arquivo danificado foi guardado, não apagado: { $file }.
ui-damaged-eframe-kept = {" "}Ele foi guardado como { $file }.
ui-damaged-eframe = O arquivo de layout da janela (app.ron) estava danificado ({ $reason }); o tamanho e o layout da janela recomeçam.{ $kept } Sua partida, configurações e estatísticas ficam em arquivos próprios.

## The window: coming back to a hosted room, quitting while hosting, and more
ui-net-back-about = Sua sala { $code } (em { $address }) está guardada: o servidor dela volta a rodar aqui, e os amigos que continuam na sala seguem jogando com você.
ui-net-back-button = Voltar para minha sala
ui-net-quit-title = Fechar enquanto hospeda o jogo?
ui-net-quit-text = Esta janela roda o servidor do jogo: fechar o desliga, e o jogo dos seus amigos fica em pausa (nada se perde) até você abrir o Spite & Malice de novo, o que traz a sala de volta.
ui-net-quit-yes = Sim, fechar ({ $key })
ui-damaged-details = Para relatar um erro: { $reason }.
ui-menu-key = { $label } ({ $key })
ui-result-match-score = Placar da partida
ui-score-game = Jogo { $game } · partida até { $target }
ui-net-example = por exemplo { $example }
ui-guide-title = Seu primeiro turno
ui-guide-payoff = O monte é a carta virada para cima ao lado das suas pilhas laterais, com o número de cartas embaixo dela. Jogue todas elas nas pilhas de centro para vencer.
ui-guide-centre = As pilhas de centro são montadas a partir de um ás, uma carta de cada vez; o texto embaixo de cada pilha diz do que ela precisa agora.
ui-guide-sources = As cartas vão para o centro da sua mão, do topo do seu monte ou do topo de uma pilha lateral: clique numa carta e depois numa pilha (contornos verdes mostram aonde ela pode ir), ou arraste-a até lá.
ui-guide-discard = Para terminar o seu turno, coloque uma carta da mão numa das suas quatro pilhas laterais. Só a carta do topo de uma pilha lateral pode ser jogada depois, então escolha com cuidado. A cada turno sua mão é completada até cinco cartas.
ui-guide-step = Passo { $step } de { $count } · H pede uma dica ao computador
ui-guide-next = Próximo
ui-guide-done = Começar a jogar
ui-guide-skip = Pular
ui-guide-open = Mostrar o guia do primeiro turno

## The terminal: more of the REPL's own words
ui-repl-not-your-turn = Não é o seu turno.
ui-repl-not-saved-unchanged = Não salvo; o arquivo não foi alterado.
ui-repl-file-exists = { $file } já existe. Substituir? (s/n)
ui-repl-game-not-over = Este jogo ainda não terminou; o próximo é distribuído quando ele acabar.
ui-repl-help-moves = Jogadas: 'h3 c1' joga a carta 3 da mão na pilha de centro 1; '7h c1' nomeia a carta em vez disso; 'p c2' joga o topo do seu monte; 's4 c3' o topo de uma pilha lateral; 'h2 s1' descarta e termina o seu turno.
ui-repl-help-commands = Comandos:
ui-repl-confirm-load-resumable = Substituir esta partida pela de { $file }? 'resume' traz esta partida de volta até você jogar na outra. (s/n)
ui-repl-confirm-load = Substituir esta partida pela de { $file }? Esta partida será perdida se não for salva. (s/n)
ui-repl-log-no-record = O registro não pode ser reconstruído a partir dos dados desta partida.
ui-repl-ctrl-c-hand-over = (Ctrl-C não mostra a mão nem para o jogo. { $name }: pressione Enter quando estiver pronto, ou q para sair.)
ui-repl-help-intro = 'help' lista os comandos, 'help move' explica as jogadas.
ui-repl-preset-g4a = g4a é o conjunto de regras habitual: os reis são curingas e as pilhas de centro vão até a dama ('classic': até o rei, sem curingas). 'rules' diz todas.
ui-repl-preset-classic = 'classic' é o conjunto de regras mais antigo: as pilhas de centro vão até o rei e nenhuma carta é curinga. 'rules' diz todas.
ui-repl-no-autosave-script = Uma entrada que não é um terminal não tem salvamento automático, a menos que SPITE_DATA_DIR indique uma pasta para ele.
ui-repl-offer-resume = Você deixou uma partida por terminar (jogo { $game }, turno { $turn }): 'resume' a continua; uma jogada nesta a substitui.
ui-repl-offer-damaged = A partida deixada por terminar da última vez não pode ser retomada: { $reason }. Esta nova partida a substitui assim que você fizer uma jogada.

## The terminal: replay
ui-replay-step-deal = Passo 0 de { $last }: a distribuição. { $opening }
ui-replay-step = Passo { $step } de { $last }: { $move }
ui-replay-intro = Revendo o jogo { $game } ({ $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }) como { $name } (lugar { $seat }) o viu. Enter: próximo, b: voltar, um número: ir para esse passo, q: sair.
ui-replay-prompt = Enter próximo, b voltar, q sair
ui-replay-last = Essa foi a última jogada. b volta, q sai.
ui-replay-no-step = Não há passo { $step }: este jogo tem os passos 0 a { $last }. Continua no passo { $at }.
ui-replay-keys = Pressione Enter para a próxima jogada, b para voltar, um número de passo de 0 a { $last }, ou q para sair.
ui-review-intro = Analisando o jogo { $game } do lugar { $seat } ({ $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }): cada vez é jogada em distribuições sorteadas das cartas que esse lugar não via, o que leva alguns segundos.
ui-review-intro-unfinished = O jogo { $game } não acabou: analisando as { $moves } jogadas até agora do lugar { $seat }. Cada vez é jogada em distribuições sorteadas das cartas que esse lugar não via, o que leva alguns segundos.
ui-review-no-seat = Não há lugar { $seat }: este jogo tem os lugares 0 a { $last }.
ui-review-inaccuracy = imprecisão
ui-review-mistake = erro
ui-review-blunder = erro grave
review-turn-name = { $part ->
    [1] Vez { $turn }
   *[other] Vez { $turn }, parte { $part } (após cartas novas)
}
ui-review-turn = { review-turn-name }, { $mark }: { $lost } pontos da chance de vencer perdidos ({ $before }% → { $after }%).
ui-review-played = Jogado: { $moves }.
ui-review-better = Melhor: { $moves } - { $reason }.
ui-review-none = Nenhuma vez perdeu { $points } pontos ou mais da chance de vencer.
ui-review-summary = Precisão de { $accuracy }% em { $decisions ->
        [one] { $decisions } decisão
       *[other] { $decisions } decisões
    }. Imprecisões: { $inaccuracies }, erros: { $mistakes }, erros graves: { $blunders }.
ui-review-turn-window = { review-turn-name }, { $mark }: { $lost } pontos da chance de vencer perdidos (de { $before }% para { $after }%).
ui-review-button = Rever
ui-review-title = Revisão do jogo { $game }
ui-review-progress = A rever: até agora { $inaccuracies ->
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    } e { $blunders ->
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }. Fechar esta janela para a revisão.
ui-review-list-turn = { review-turn-name }
ui-review-choose = Escolha uma vez à esquerda: aqui aparece a mesa como estava antes dela, a vez jogada contornada a laranja e uma melhor a azul.
ui-review-choose-words = Escolha uma vez à esquerda: aqui aparecem em palavras o que foi jogado e uma vez melhor.
ui-review-no-table = A mesa não é mostrada num jogo online: o registro dele fica no servidor do jogo, e esta janela só tem a visão do seu lugar.
ui-review-fine = { review-turn-name }: nada perdido (chance de vencer { $chance }%).
ui-review-same = Não se encontrou vez melhor.
ui-review-failed = Este jogo não pode ser revisto: { $reason }
ui-review-seat = Lugar { $seat }
ui-review-recent = Jogos para rever
ui-review-kept = Jogo { $game } · { $table } · { $result ->
    [won] ganho
    [lost] perdido
    [unfinished] por acabar
   *[drawn] empatado
}

## The window's online play ("Play online").
ui-menu-online = Jogar online…
ui-menu-online-short = Online
ui-net-title = Jogar online
ui-net-host = Criar um jogo
ui-net-join = Entrar num jogo
ui-net-your-name = Seu nome:
ui-net-host-about = Este aplicativo roda o servidor do jogo; passe aos seus amigos o endereço e o código de convite mostrados acima da mesa.
ui-net-host-here = Aqui, neste aplicativo
ui-net-host-on-server = Num servidor
ui-net-host-on-server-about = A sala é criada num servidor que já está em execução (spite serve, ou o aplicativo de um amigo): dê aos seus amigos o endereço dele e o código de convite mostrado acima da mesa.
ui-net-seat-friend = um amigo
ui-net-port = Porta:
ui-net-lan = Deixar outras máquinas da rede entrar (LAN)
ui-net-takeover = O computador joga por quem ficar ausente mais de { $count } minutos
ui-net-host-button = Criar
ui-net-join-about = Digite o endereço e o código de convite que seu amigo lhe deu.
ui-net-address = Endereço:
ui-net-code = Código de convite:
ui-net-join-button = Entrar
ui-net-bad-port = A porta é um número de 0 a 65535.
ui-net-bad-rules = Com estas regras não se pode dar as cartas.
ui-net-bad-address = Digite o endereço como HOST:PORTA, por exemplo 192.168.1.20:7878.
ui-net-need-code = Digite o código de convite.
ui-net-host-failed = O servidor do jogo não pôde iniciar: { $reason }
ui-net-room-code = Código de convite { $code }
ui-net-copy = Copiar
ui-net-address-is = Endereço { $address }
ui-net-seat-here = { $name }: presente
ui-net-seat-away = { $name }: ausente
ui-net-seat-taken-over = { $name }: ausente, o computador joga
ui-net-seat-free = { $name }: ainda não chegou
ui-net-reconnecting = A conexão com o servidor do jogo caiu (se quem criou o jogo saiu ou fechou a janela, o jogo espera por essa pessoa): reconectando (tentativa { $attempt })…
ui-net-lost = A conexão com o servidor do jogo foi perdida.
ui-net-failed = Não foi possível chegar ao jogo
ui-net-waiting = O servidor do jogo ainda não responde (quem criou o jogo talvez ainda não o tenha aberto): tentando de novo (tentativa { $attempt })… Sair para de tentar.
ui-net-unreachable = O servidor do jogo em { $url } não respondeu. Confira o endereço, ou peça a quem criou o jogo para abri-lo, e entre de novo.
ui-net-connecting = Conectando ao servidor do jogo…
ui-net-back = Conectado de novo.
ui-net-arrived = { $name } chegou.
ui-net-left = { $name } saiu.
ui-net-taken-over = { $name } está ausente: o computador joga por essa pessoa.
ui-net-undo-asked = Você pediu para desfazer sua jogada; esperando os outros.
ui-net-undo-question = { $name } pede para desfazer a última jogada.
ui-net-undo-declined = { $name } não permitiu desfazer a jogada.
ui-net-undo-dropped = A jogada não foi desfeita: o jogo continuou antes.
ui-net-turn-waiting = Sua vez no jogo { $game } está à espera.
ui-net-undo-title = Desfazer uma jogada?
ui-net-undo-allow = Permitir
ui-net-undo-refuse = Recusar
ui-server-refused = { $code ->
    [bad_json] O servidor do jogo não conseguiu ler o que foi enviado.
    [bad_request] O servidor do jogo não aceitou esse pedido.
    [no_room] Não há jogo com esse código de convite.
    [bad_token] O lugar guardado não é deste jogo.
    [room_full] O jogo não tem lugar livre.
    [server_full] O servidor do jogo está cheio: tente mais tarde.
    [not_seated] Você não tem lugar neste jogo.
    [already_seated] Você já tem um lugar neste jogo.
    [internal] O servidor do jogo encontrou um erro; nada mudou.
    [unavailable] O servidor do jogo não consegue chegar à sua base de dados agora; nada mudou. Tente de novo daqui a pouco.
    [unknown_player] Nenhum jogador tem essa chave: verifique o código de transferência.
    [already_seeking] Já está à procura de um jogo.
    [no_identity] Diga primeiro quem é: os jogos com classificação precisam da sua chave de jogador.
    [no_such_game] A partida não tem um jogo com esse número.
    [game_not_finished] Esse jogo ainda está sendo jogado: pode ser analisado quando acabar.
    [review_busy] Uma análise já está em andamento: espere que termine e peça de novo.
    [not_your_turn] Não é a sua vez.
    [illegal_move] As regras não permitem essa jogada.
    [undo_refused] Essa jogada não pode ser desfeita.
    [rematch_refused] Não é possível propor ou responder a uma desforra agora.
    [game_over] O jogo terminou.
    [rate_limited] Rápido demais: espere um momento.
   *[other] O servidor do jogo recusou ({ $code }).
}
# A reaction another player sent (online), by its code.
ui-reaction = { $reaction ->
    [good_game] Bom jogo
    [well_played] Bem jogado
    [nice_move] Boa jogada
    [oops] Ops
   *[thinking] Pensando…
}
ui-net-offline = Sem conexão com o servidor do jogo.
ui-net-sending = Enviando sua jogada…
ui-net-leave = Sair do jogo online
ui-net-undo = Pedir para desfazer (U)
ui-net-leave-short = Sair
ui-net-leave-title = Sair do jogo online?
ui-net-leave-text = A partida não terminou. Seu lugar fica guardado: entrar de novo com o endereço e o código de convite traz você de volta a ele.
ui-net-leave-host-text = Esta janela roda o servidor do jogo: sair o desliga, e o jogo dos seus amigos fica em pausa (nada se perde) até você voltar por Jogar online…, Criar um jogo e depois Voltar para minha sala.
ui-net-leave-yes = Sim, sair ({ $key })
ui-settings-online-note = O nível do computador e as regras de uma nova partida valem para seus jogos contra o computador: mude-os depois de sair do jogo online. Regras mostra as regras do jogo online.
ui-stats-online = Online
ui-stats-kind-online = { $players } jogadores
ui-stats-kind-online-partnership = { $players } jogadores, em duplas
## The terminal: online play (spite host, spite join)
ui-online-hosting = Hospedando um jogo online em { $addr }. Código de convite: { $code }
ui-online-tell-friend = Um amigo entra de outro terminal com: { $command }
ui-online-lan-address = O servidor escuta em todos os endereços: um amigo em outra máquina usa o endereço desta máquina no lugar de 127.0.0.1.
ui-online-seated = Você está no lugar { $seat } da sala { $code }.
ui-online-back-at-seat = De volta ao seu lugar { $seat } da sala { $code }.
ui-online-resuming = Seu token de lugar desta sala foi guardado: voltando ao lugar { $seat }.
ui-online-kept-seat-refused = O lugar guardado foi recusado; pedindo um lugar novo.
ui-online-token-kept = Seu lugar está guardado: se este terminal fechar, { $command } traz você de volta a ele.
ui-online-token-not-kept = Não foi possível guardar seu token de lugar ({ $reason }): se este terminal fechar, o lugar não pode ser retomado.
ui-online-token-not-kept-no-dir = Não há pasta de dados para guardar seu token de lugar: se este terminal fechar, o lugar não pode ser retomado.
ui-online-players = Jogadores: { $names }
ui-online-seat-free = lugar { $seat } (livre)
ui-online-name-away = { $name } (ausente)
ui-online-name-computer = { $name } (o computador joga por enquanto)
ui-online-help-intro = 'help' lista os comandos; enquanto os outros jogam, as jogadas deles aparecem aqui.
ui-online-help = Online: 'undo' pede permissão aos outros; responda ao pedido de outro jogador com 'sim' ou 'não'. A próxima partida é distribuída sozinha. 'react' envia uma reação, 'mute' esconde as de alguém. Quando a partida termina, 'rematch' propõe a mesma partida de novo. 'quit' sai, e o seu lugar continua seu.
ui-online-waiting-for = Esperando { $name }…
ui-online-waiting-for-friend = Esperando um amigo entrar: { $command }
ui-online-came = { $name } está na mesa.
ui-online-went = { $name } saiu; o lugar espera a volta.
ui-online-computer-plays-for = O computador joga por { $name } até a volta.
ui-online-undo-you-asked = Você pediu para desfazer { $move }; esperando { $names } permitir.
ui-online-undo-asks-you = { $name } pede para desfazer { $move }. Permitir? Digite 'sim' ou 'não'.
ui-online-undo-asks-others = { $name } pede para desfazer { $move }; esperando { $names }.
ui-online-undo-declined = { $name } não permitiu desfazer a jogada.
ui-online-undo-you-declined = Você não permitiu desfazer a jogada.
ui-online-undo-dropped = O pedido para desfazer uma jogada caiu: o jogo seguiu antes.
ui-online-no-undo-to-answer = Nenhum pedido para desfazer uma jogada espera a sua resposta.
ui-online-no-answers = n, no, não, nao
ui-online-unreachable = Não foi possível alcançar o servidor do jogo: { $reason }.
ui-online-reconnecting = A conexão caiu; reconectando (tentativa { $attempt }, em { $seconds } s)…
ui-online-reconnected = Reconectado: de volta ao seu lugar.
ui-online-lost = A conexão se perdeu: { $reason }. Seu lugar está guardado: { $command } traz você de volta.
ui-online-no-connection = A conexão com o servidor parou.
ui-online-left = Você saiu da mesa; seu lugar está guardado: { $command } traz você de volta.
ui-online-match-over = A partida terminou. Digite 'rematch' para jogar de novo, ou 'quit' para sair.
ui-online-next-by-itself = Online, o próximo jogo é distribuído sozinho quando este termina.
ui-online-not-here = '{ $command }' é para um jogo neste computador; este é um jogo online, guardado pelo servidor.
ui-online-server-failed = O servidor não pode iniciar: { $reason }
ui-online-cannot-host = Não é possível hospedar: { $reason }
ui-online-cannot-join = Não é possível entrar: { $reason }
ui-online-press-enter = Aperte Enter para sair.
ui-online-too-fast = Linhas demais rápido demais: essa não foi enviada. Espere um pouco.
ui-repl-online-only = '{ $command }' é para um jogo online.
ui-repl-review-after-game = 'review' revê um jogo quando ele termina: termine este primeiro.
ui-repl-review-ctrl-c = Analisando o jogo (Ctrl-C para)…
ui-repl-review-stopped = A análise parou; as vezes acima continuam valendo.
ui-repl-review-failed = A análise não pôde começar.
ui-online-rematch-you-offered = Você propõe uma revanche; esperando { $names } aceitar.
ui-online-rematch-asks-you = { $name } propõe uma revanche. Jogar de novo? Digite 'sim' ou 'não'.
ui-online-rematch-asks-others = { $name } propõe uma revanche; esperando { $names }.
ui-online-rematch-you-declined = Você recusou a revanche.
ui-online-rematch-declined = { $name } recusou a revanche.
ui-online-rematch-left = { $name } saiu: não há revanche.
ui-online-rematch-started = Todos aceitaram: a revanche é distribuída numa nova sala.
ui-online-reaction = { $name }: { ui-reaction }
ui-reaction-key = { $reaction ->
    [good_game] gg
    [well_played] bj
    [nice_move] boa
    [oops] ops
   *[thinking] pensando
}
ui-online-no-such-reaction = Não há reação '{ $typed }': digite react e uma de { $keys }.
ui-online-no-such-player = Nenhum outro jogador nesta mesa se chama '{ $name }'; os outros são: { $names }.
ui-online-muted = As reações de { $name } ficam escondidas a partir de agora ('unmute' as mostra de novo).
ui-online-unmuted = As reações de { $name } aparecem de novo.

## A ajuda da linha de comando: spite --help, spite play --help (os nomes
## das opções, os valores e as palavras de comando nunca são traduzidos)

ui-cli-about-spite = Spite & Malice: esvazie primeiro o seu monte.
ui-cli-about-play = Jogar uma partida contra o computador (o padrão).
ui-cli-about-engine = Servir o protocolo do motor em linhas JSON no stdin/stdout (docs/protocol.md).
ui-cli-about-replay = Percorrer passo a passo um jogo salvo.
ui-cli-about-arena = Colocar os níveis do computador para jogar entre si e relatar a força de cada um.
ui-cli-about-serve = Executar o servidor de jogo online (docs/online.md) até Ctrl-C.
ui-cli-about-help = Mostrar esta mensagem ou a ajuda do(s) subcomando(s) indicado(s)
ui-cli-play-seed = Semente das distribuições da partida (padrão: do relógio; a semente é mostrada).
ui-cli-play-rules = Regras: uma predefinição (g4a, classic) ou um arquivo de regras JSON.
ui-cli-play-opponent = Força dos jogadores do computador.
ui-cli-play-players = Número de jogadores, de 2 a 6; os lugares depois das pessoas são do computador.
ui-cli-play-hotseat = Várias pessoas compartilham este terminal; as mãos ficam escondidas entre os turnos. Cada lugar é uma pessoa, a menos que --people diga quantos são.
ui-cli-play-people = Quantos lugares são pessoas (os primeiros); os restantes são do computador.
ui-cli-play-target = Pontos que ganham a partida.
ui-cli-play-load = Continuar uma partida salva com 'save ARQUIVO'.
ui-cli-play-resume = Continuar a partida que ficou inacabada da última vez (guardada no salvamento automático).
ui-cli-play-compact = Redesenha a mesa no mesmo lugar, no topo da tela com as últimas linhas abaixo dela, em vez de rolar (num terminal com cores).
ui-cli-replay-file = Uma partida salva no jogo com 'save ARQUIVO'.
ui-cli-replay-seat = O lugar cuja mão é mostrada, contado a partir de 0 como em todo o spite (0 = o primeiro lugar, a pessoa num jogo contra o computador); as outras mãos ficam escondidas.
ui-cli-replay-people = Quantos lugares eram pessoas (os primeiros), para os nomes que o jogo usou ("Você" e "Computador", ou "Jogador 1"...). Um arquivo de salvamento automático sabe; um arquivo salvo não, e assume-se 1.
ui-cli-about-review = Rever um jogo salvo: as vezes que o entregaram, e melhores.
ui-cli-review-file = Uma partida salva no jogo com 'save ARQUIVO' (ou o seu salvamento automático).
ui-cli-review-seat = O lugar a analisar, contado a partir de 0 (0 = o primeiro lugar, a pessoa num jogo contra o computador).
ui-cli-review-worlds = Simulações por estimativa: menos é mais rápido e mais grosseiro.
ui-cli-arg-no-color = ASCII simples sem cores (também quando NO_COLOR está definido ou a saída não é um terminal).
ui-cli-arg-lang = Idioma: en, nl, ms, pt ou bg (padrão: o do sistema, senão inglês).
ui-cli-about-host = Hospedar um jogo online: inicia um servidor aqui e joga no primeiro lugar.
ui-cli-about-join = Entrar num jogo online: spite join ENDEREÇO CÓDIGO (de novo depois de fechar o terminal: volta ao mesmo lugar).
ui-cli-host-addr = Onde o servidor escuta (0.0.0.0:7878 para ser alcançável na rede local); padrão: o endereço da última sala, senão 127.0.0.1:7878.
ui-cli-host-rules = Regras: uma predefinição (g4a, classic) ou um arquivo de regras JSON.
ui-cli-host-players = Número de jogadores, de 2 a 6.
ui-cli-host-people = Quantos lugares são pessoas (você e quem entrar); os restantes são do computador. Padrão: 2.
ui-cli-host-opponent = Força dos jogadores do computador nos lugares depois das pessoas.
ui-cli-host-target = Pontos que ganham a partida.
ui-cli-host-data = Pasta do banco de dados do servidor (o jogo sobrevive a um reinício); padrão: server/ na pasta de dados do spite.
ui-cli-join-addr = O endereço do servidor, como o anfitrião o mostrou (192.168.1.20:7878).
ui-cli-join-code = O código de convite (maiúsculas, espaços e traços não importam).
ui-cli-arg-name = O seu nome à mesa.
ui-cli-help = Mostrar a ajuda
ui-cli-version = Mostrar a versão
ui-cli-usage = Uso:
ui-cli-options = Opções
ui-cli-arguments = Argumentos
ui-cli-commands = Comandos
ui-cli-default = (padrão: { $value })
ui-cli-values = (um de: { $values })
ui-cli-error-value = '{ $value }' não é um valor para { $arg }.
ui-cli-error-unknown-arg = Não existe a opção { $arg }.
ui-cli-error-unknown-command = Não existe o comando '{ $name }'.
ui-cli-error-tip = Você quis dizer { $name }?
ui-cli-error-missing = Também é preciso: { $args }.
ui-cli-error-conflict = { $arg } não pode ser usado com { $other }.
ui-cli-error-options-first = { $options } deve vir depois de '{ $command }', não antes (spite { $command } --help lista as opções).
ui-cli-error-other = A linha de comando não pode ser lida.
ui-cli-error-more = Para saber mais, tente '--help'.
ui-cli-error-range = Tem de ser um número inteiro de { $min } a { $max }.
ui-cli-error-at-least = Tem de ser um número inteiro igual ou superior a { $min }.
# Placeholders in usage lines and option help (`--players <N>`), in capitals as clap writes them.
ui-cli-placeholder-options = OPÇÕES
ui-cli-placeholder-command = COMANDO
ui-cli-value-addr = ENDEREÇO
ui-cli-value-code = CÓDIGO
ui-cli-value-dir = PASTA
ui-cli-value-file = ARQUIVO
ui-cli-value-level = NÍVEL
ui-cli-value-n = N
ui-cli-value-name = NOME
ui-cli-value-points = PONTOS
ui-cli-value-seat = LUGAR

# `spite completions SHELL` e as páginas de manual (`man spite`).
ui-cli-about-completions = Mostrar os completamentos de shell do spite: bash, zsh, fish, elvish ou powershell.
ui-cli-completions-shell = A shell para a qual completar.
ui-cli-value-shell = SHELL
ui-cli-man-name = NOME
ui-cli-man-synopsis = SINOPSE
ui-cli-man-description = DESCRIÇÃO
ui-cli-man-version = VERSÃO
ui-cli-man-moves = JOGADAS
ui-cli-man-files = ARQUIVOS
ui-cli-man-environment = AMBIENTE
ui-cli-man-examples = EXEMPLOS
ui-cli-examples-heading = Exemplos:
ui-cli-examples =
    spite                             uma partida contra o computador
    spite --opponent hard --seed 7    um computador mais forte, rodadas repetíveis
    spite --hotseat --players 3       três pessoas num só teclado
    spite --resume                    a partida que você deixou por terminar
    spite host --name Ann             hospeda um jogo online para um amigo
    spite join 192.168.1.20:7878 VCVQ-677X-3CC9
                                      um lugar no jogo de um amigo
    spite host --server 10.0.0.5:7878 uma sala num servidor que já está rodando
    spite rooms 10.0.0.5:7878         salas abertas, para tomar um lugar
    spite replay game.json            percorre um jogo salvo
ui-cli-man-files-text =
    ~/.local/share/spite/autosave.json
        a partida em andamento, guardada após cada jogada ('resume', 'spite --resume')
    ~/.local/share/spite/history.txt
        as linhas digitadas, para o histórico do editor de linha
    ~/.local/share/spite/online/
        os lugares guardados para 'spite join', e a sala que 'spite host' traz de volta
    ~/.local/share/spite/server/
        o banco de dados do servidor que 'spite host' executa
    A pasta é $XDG_DATA_HOME/spite quando definida; SPITE_DATA_DIR a substitui.
ui-cli-man-environment-text =
    SPITE_DATA_DIR
        a pasta do salvamento automático, do histórico e dos lugares online
    NO_COLOR
        definida e não vazia: cartas em ASCII simples sem cor, como --no-color
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG
        o idioma quando --lang não é dado (en, nl, ms, pt ou bg; senão inglês)
ui-cli-man-spite = O spite joga Spite & Malice num terminal: contra o computador, com amigos num só teclado, ou online. Cada jogador corre para esvaziar o seu monte nas pilhas de centro compartilhadas, montadas a partir do ás; os reis são curingas. Sem comando, o spite joga uma partida contra o computador, como spite play. No jogo, escreva help para os comandos e as jogadas.

## Por que um jogo salvo não pode ser carregado (um motivo dentro de
## ui-repl-not-loaded, ui-file-damaged e dos avisos da janela)

json-error-eof = o texto é interrompido na linha { $line }, coluna { $column }
json-error-syntax = o texto não é JSON na linha { $line }, coluna { $column }
json-error-data = um valor falta ou é do tipo errado na linha { $line }, coluna { $column }
load-error-json = não é um jogo salvo: { $reason }
rules-parse-error-json = não é um objeto de regras: { $reason }
ui-cli-not-rules = '{ $arg }' não é uma predefinição de regras ({ $presets }) nem um arquivo de regras
ui-cli-cannot-read-rules = não é possível ler o arquivo de regras { $file }: { $reason }
ui-cli-rules-refused = o arquivo de regras { $file } foi recusado: { $reason }
ui-cli-people-too-many = --people { $count } é mais do que os { $players } jogadores
load-error-format = isto não é um jogo salvo de Spite & Malice ('{ $found }')
load-error-missing-field = isto não é um jogo salvo de Spite & Malice (não tem o campo '{ $field }')
load-error-version = salvo por uma versão mais nova (formato { $found }); esta versão lê o formato { $reads }
load-error-rules = as regras salvas não podem ser jogadas: { $reason }
load-error-setup = as cartas salvas não podem ser distribuídas como estão dispostas
load-error-move = a jogada { $index } ({ $move }) do jogo salvo é ilegal: { $reason }
load-error-match = a partida salva não bate certo
ui-file-autosave-level = '{ $level }' não é um nível

## O navegador (web/): as suas próprias palavras, ids que começam com web-.

web-language = Idioma
web-coming-back = Voltando ao seu lugar…
web-unreachable = Não foi possível alcançar o servidor; tentando de novo…
web-cancel = Cancelar
web-creating = Criando a sala…
web-joining = Entrando…
web-your-name = Seu nome
web-join-form = Entrar
web-invited = Você foi convidado
web-room = Sala
web-join-game = Entrar no jogo
web-not-invited = Comece um jogo seu em vez disso
web-new-game = Novo jogo
web-play-now = Jogar agora
web-play-now-what = Contra o computador (fácil): um monte de { $count } cartas, um jogo.
web-play-friends = Jogar com amigos
web-play-friends-what = Um link para mandar a um amigo: um monte de { $count } cartas, um jogo.
web-more-options = Mais opções
web-payoff-explain = Monte: as cartas de que cada jogador tem de se livrar, uma de cada vez, de cima para baixo. Quem jogar primeiro a última carta do seu monte ganha o jogo; menos cartas, jogo mais curto.
web-match-to-explain = Partida até: os pontos que ganham a partida. Quem ganha um jogo marca um ponto por cada carta que sobra nos montes dos outros, então 1 quer dizer um só jogo.
web-play = Jogar
web-mode-computer = contra o computador
web-mode-friends = com amigos (link de convite)
web-players = Jogadores
web-friends = Amigos
web-level = Nível do computador
web-rules = Regras
web-preset-g4a = Reis curinga, pilhas do ás até a dama
web-preset-classic = Clássicas: pilhas do ás até o rei, sem curingas
web-payoff = Monte
web-match-to = Partida até
web-animation = Animação
web-speed = { $speed ->
    [instant] instantânea
    [fast] rápida
    [slow] lenta
   *[normal] normal
}
web-create = { $mode ->
    [friends] Começar e convidar amigos
   *[computer] Começar a jogar
}
web-join-by-code = Entrar com código
web-room-code = Código da sala
web-join = Entrar
web-game-over = O jogo acabou.
web-turn-of = { $kind ->
    [you] É o seu turno.
   *[other] É o turno de { $name }.
}
web-cannot-play-now = { $card } não pode ser jogado agora: as pilhas de centro precisam de { $needs }.
web-holding = Segurando { $card }: escolha para onde vai ({ $targets }).
web-not-sent = Sem conexão: a jogada não foi enviada. Reconectando…
web-pick-first = Pegue uma carta primeiro: uma carta da mão, a carta do seu monte ou a carta de cima de uma pilha lateral.
web-hints-your-turn = Dicas só no seu turno.
web-no-hint-offline = Sem conexão: nenhuma dica agora. Reconectando…
web-hint-working = Pensando numa dica…
web-hint = Dica: { $source } para { $target }.
web-hint-why = Dica: { $source } para { $target }. { $why }.
web-dropped-off = Solta fora das pilhas: a carta volta.
web-waiting-undo = Esperando os outros aprovarem o seu desfazer…
web-choose-where = Escolha para onde vai a carta.
web-your-turn-status = Seu turno: jogue nas pilhas de centro e depois descarte uma carta da mão numa pilha lateral.
web-is-playing = { $name } está jogando…
web-us = Nós
web-them = Eles
web-score-label = Jogo { $game }; placar da partida { $score }; meta { $target }
web-score = Jogo { $game } · { $score }
web-score-target = { $target ->
    [1] (um jogo)
   *[other] (partida até { $target })
}
web-game = Jogo { $game }
web-seat-points = { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
web-hint-button = Dica
web-hint-title = Dica (H)
web-undo-button = Desfazer
web-undo-title = Desfazer (U)
web-log-button = Registro
web-help-button = Ajuda
# The sound switch in the table's bar (pressed: sound on).
web-sound-button = Som
# The lobby's record of games won and lost against the computer, per level ($level: level-name).
web-record-heading = Seu histórico contra o computador
web-record-level = { $level }: vitórias { $won }, derrotas { $lost }
web-help-title = Ajuda (?)
web-leave = Sair
web-reconnecting = Conexão perdida: reconectando…
web-waiting-friends = Esperando { $count ->
    [one] 1 amigo
   *[other] { $count } amigos
}. Código da sala
web-invite = Convite
web-invite-link = Link de convite
web-copied = Copiado
web-copy-invite = Copiar link
web-table = Mesa
web-centre = Centro
web-stock-label = Estoque: { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
web-stock-label-aside = Estoque: { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}; { $aside ->
    [one] 1 carta posta de lado
   *[other] { $aside } cartas postas de lado
}
web-stock = estoque
web-set-aside = { $count } de lado
web-needs = precisa { $rank }
# Breaks only before the dot: "K = 4" and "· needs 5" each stay whole.
web-stands-for = K{"\u00A0"}={"\u00A0"}{ $as } ·{"\u00A0"}precisa{"\u00A0"}{ $rank }
web-mark-hint = ★ dica
web-mark-here = ▼ aqui
web-your-turn-tag = seu turno
web-caption-payoff = monte
web-caption-partner = parceiro
web-caption-hand = mão
web-hand-empty = Sua mão está vazia.
web-move-log = Registro de jogadas
web-undo-question = Desfazer?
web-undo-request = Pedido para desfazer
web-undo-asks = { $name } pede para desfazer a última jogada ({ $move }).
web-allow = Permitir
web-refuse = Recusar
web-match-over = Fim da partida
web-game-over-title = Fim do jogo
web-match-score = { $target ->
    [1] Placar da partida: { $score }.
   *[other] Placar da partida: { $score } (até { $target }).
}
web-match-seed = Semente da partida { $seed }: cada distribuição pode ser repetida e conferida.
web-new-match = Nova partida
web-play-again = Jogar de novo
web-help-touch-bar = Dica, Desfazer e Registro são os botões no alto; aqui na Ajuda você também escolhe o idioma.
web-next-game = Próximo jogo
web-dealing = Distribuindo…
web-help-heading = Como jogar
web-help-intro = Jogue as cartas do seu monte nas pilhas de centro, montadas a partir do ás (os reis são curinga, a menos que as regras clássicas tenham sido escolhidas). Termine cada turno descartando uma carta da mão numa das suas pilhas laterais.
web-help-hand = pegar uma carta da mão
web-help-payoff = a carta do seu monte
web-help-partner = a do seu parceiro
web-help-side = pegar a carta de cima de uma pilha lateral, ou descartar ali a carta da mão que está segurando
web-help-centre = jogar a carta segurada numa pilha de centro
web-help-hint = dica
web-help-or = ou
web-help-undo = desfazer
web-help-down = soltar a carta
web-help-this = esta ajuda
web-help-tab = Ou vá com Tab até uma carta e tecle Enter, depois com Tab até uma pilha marcada “▼ aqui” e tecle Enter. Arrastar e soltar funciona com o mouse e em telas de toque.
# The rules, with a worked first turn (web/src/rules-view.tsx): the
# default rules (kings wild, piles to the queen), the classic ones in a line.
web-open-rules = Regras
web-rules-title = Regras do jogo
web-rules-aim-heading = O objetivo
web-rules-aim = Seja o primeiro a jogar todas as cartas do seu monte nas pilhas de centro. Só a carta de cima fica aberta; quando você a joga, a seguinte é virada.
web-rules-turn-heading = Seu turno
web-rules-turn-draw = Receba cartas do estoque até ter cinco na mão.
web-rules-turn-play = Jogue quantas cartas quiser nas pilhas de centro: a carta do seu monte, cartas da mão e as cartas de cima das suas pilhas laterais.
web-rules-turn-discard = Descarte uma carta da mão numa das suas quatro pilhas laterais: isso termina o seu turno. Qualquer carta pode ir em qualquer pilha lateral.
web-rules-turn-refill = Se você jogar todas as cartas da mão, recebe mais cinco e continua.
web-rules-centre-heading = Pilhas de centro
web-rules-centre-build = Todos jogam nas mesmas pilhas de centro. Uma pilha começa com um ás e sobe um valor de cada vez, seja qual for o naipe: ás, 2, 3 … valete, dama.
web-rules-kings = Os reis são curinga: um rei pode ser jogado em qualquer pilha de centro como a carta de que ela precisa, até como o ás de uma pilha vazia.
web-rules-complete = Uma pilha que chega à dama está completa: suas cartas são embaralhadas no estoque e o lugar fica vazio de novo.
web-rules-classic = Com as regras clássicas os reis não são curinga, uma pilha sobe até o rei e as pilhas completas são postas de lado até o estoque acabar; então são embaralhadas para formar um novo estoque.
web-rules-score-heading = Vitória e pontos
web-rules-score = Quem jogar a última carta do seu monte vence o jogo e marca um ponto por carta que resta nos outros montes.
web-rules-match = Os jogos continuam até alguém ter os pontos da partida; quem perde um jogo começa o seguinte.
web-rules-draw = Se for preciso receber uma carta e o estoque estiver vazio, o jogo termina em empate e ninguém marca pontos.
web-rules-example-heading = Um primeiro turno, passo a passo
web-rules-step = Passo { $number } de { $count }
web-rules-previous = Passo anterior
web-rules-next = Próximo passo
web-rules-payoff = monte
web-rules-centre = pilhas de centro
web-rules-hand = mão
web-rules-side = pilhas laterais
web-rules-empty = vazia
web-rules-picture-payoff = Monte: { $cards }.
web-rules-picture-centre = Pilhas de centro: { $cards }.
web-rules-picture-hand = Mão: { $cards }.
web-rules-picture-side = Pilhas laterais: { $cards }.
web-rules-step-deal = A distribuição: seu monte mostra um 3, você tem cinco cartas na mão e as três pilhas de centro estão vazias. Um turno começa recebendo cartas até ter cinco; você já tem cinco, então não recebe nenhuma.
web-rules-step-ace = Jogue o ás da sua mão: ele começa uma pilha de centro.
web-rules-step-two = Essa pilha agora precisa de um 2: jogue o 2 da sua mão.
web-rules-step-payoff = Ela precisa de um 3: jogue a carta de cima do seu monte. A carta de baixo é virada: um 5.
web-rules-step-king = A pilha precisa de um 4 e você não tem, mas os reis são curinga: jogue o rei como o 4.
web-rules-step-five = Agora ela precisa de um 5: jogue de novo a carta do seu monte. Duas cartas do monte já foram; a próxima é uma dama.
web-rules-step-discard = Não há mais nada para jogar, então termine o turno: descarte o 9 numa pilha lateral. Você fica com o 7 e recebe quatro cartas no começo do próximo turno.
web-close = Fechar
web-review-button = Analisar
web-review-title = Análise do jogo { $game }
web-review-intro = Cada vez sua é jogada muitas vezes, com as cartas que você não via distribuídas ao acaso; uma vez que perdeu chance de vencer é marcada: ?! uma imprecisão, ? um erro, ?? um erro grave.
web-review-asking = Pedindo a análise ao servidor…
web-review-working = Analisando as suas vezes: { $done } de { $moves } jogadas…
web-review-lost = A conexão caiu antes de a análise terminar: peça de novo.
web-review-again = Analisar de novo
web-review-move = { $card } { $from } na { $to }
web-match-ends = A partida acabou.
web-match-we-win = Você e seu parceiro vencem a partida!
web-match-they-win = Seus adversários vencem a partida.
web-match-you-win = Você vence a partida!
web-match-wins = { $name } vence a partida.
web-tag-partner = parceiro
web-tag-waiting = esperando entrar
web-tag-away = ausente
web-tag-computer = o computador joga
web-to-play = joga agora
web-can-play-here = pode jogar aqui
web-suggested = sugerida
web-key = (tecla { $key })
web-picked-up = segurada
web-label-side = { $kind ->
    [you] Sua pilha lateral { $index }
   *[other] Pilha lateral { $index } de { $name }
}: { $count ->
    [0] vazia
    [one] 1 carta, { $top }
   *[other] { $count } cartas, em cima { $top }; de baixo para cima: { $cards }
}
web-label-payoff = { $kind ->
    [you] Seu monte
    [partner] Monte do seu parceiro
   *[other] Monte de { $name }
}: { $count ->
    [0] vazio
    [one] 1 carta, em cima { $top }
   *[other] { $count } cartas, em cima { $top }
}
web-label-hand = { $kind ->
    [you] Sua mão
   *[other] Mão de { $name }
}: { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}{ $kind ->
    [you] {""}
   *[other] , viradas para baixo
}
web-label-hand-card = Carta da mão { $index }: { $card }
web-label-centre-empty = Pilha de centro { $index }: vazia, precisa { $needs }
web-label-centre = Pilha de centro { $index }: { $top }, precisa { $needs }
web-label-centre-wild = Pilha de centro { $index }: rei valendo { $as }, precisa { $needs }
web-source = { $source ->
    [hand] a carta da mão { $index }
    [payoff] seu monte
    [partner] o monte do seu parceiro
   *[side] a pilha lateral { $index }
}
web-target = { $where ->
    [centre] pilha de centro { $index }
   *[side] pilha lateral { $index }
}
web-refuse-not-turn = Não é o seu turno.
web-refuse-side-empty = A pilha lateral { $index } está vazia.
web-refuse-no-card = Não há carta em { $source }.
web-refuse-no-side = Essa pilha lateral não existe.
web-refuse-only-hand = Só uma carta da mão pode ser descartada numa pilha lateral.
web-refuse-no-centre = Essa pilha de centro não existe.
web-refuse-centre = { $card } não pode ir para a pilha de centro { $index }, que precisa de { $needs }.
web-log-from = { $source ->
    [hand] da mão
    [hand-card] da carta da mão { $index }
    [payoff] do monte
    [partner] do monte do parceiro
   *[side] da pilha lateral { $index }
}
web-log-played = { $who } { $kind ->
    [you] jogou
   *[other] jogou
} { $card } { $from } na { $to }{ $auto ->
    [yes] {" "}(o computador, durante a ausência)
   *[no] {""}
}.
web-log-played-wild = { $who } { $kind ->
    [you] jogou
   *[other] jogou
} { $card } (como { $as }) { $from } na { $to }{ $auto ->
    [yes] {" "}(o computador, durante a ausência)
   *[no] {""}
}.
web-log-discarded = { $who } { $kind ->
    [you] descartou
   *[other] descartou
} { $card } { $from } na { $to }{ $auto ->
    [yes] {" "}(o computador, durante a ausência)
   *[no] {""}
}.
web-log-payoff-turned = { $kind ->
    [you] Sua próxima carta do monte é { $card }.
   *[other] A próxima carta do monte de { $name } é { $card }.
}
web-log-pile-completed = A pilha de centro { $index } está completa e foi retirada.
web-log-shuffled = O estoque foi embaralhado: { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}.
web-log-drew = { $who } { $kind ->
    [you] recebeu
   *[other] recebeu
} { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}.
web-log-you-drew = Você recebeu { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}: { $cards }.
web-just-drawn = acabou de receber
web-mark-new = nova
web-log-turn = { $kind ->
    [you] Seu turno.
   *[other] Turno de { $name }.
}
web-log-dealt = O jogo { $game } foi distribuído.
web-result-drawn = O jogo termina em empate: o estoque acabou. Ninguém pontua.
web-result-we = Você e seu parceiro vencem o jogo, { $points ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $points } pontos
}.
web-result-they = Seus adversários vencem o jogo, { $points ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $points } pontos
}.
web-result-you = Você vence o jogo, { $points ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $points } pontos
}.
web-result-wins = { $name } vence o jogo, { $points ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $points } pontos
}.
web-joined = { $name } entrou.
web-left = { $name } saiu; pode voltar.
web-back = { $name } voltou.
web-computer-plays = O computador joga por { $name } durante a ausência.
web-undo-declined = { $who } { $kind ->
    [you] recusou
   *[other] recusou
} o desfazer.
web-undo-cancelled = O desfazer foi cancelado.
web-took-back = { $who } { $kind ->
    [you] desfez
   *[other] desfez
} a jogada { $from } para a { $to }.
web-took-back-move = { $who } { $kind ->
    [you] desfez
   *[other] desfez
} { $move }.
web-game-nav = Jogo

## The terminal: hosting that can come back.
ui-cli-arg-partners = O jogo em parceria: quatro jogadores, parceiros sentados frente a frente: você e o jogador à sua frente (o primeiro e o terceiro lugares) contra os outros dois.
ui-cli-rules-unknown-field = campo desconhecido '{ $field }'; os campos são: { $known }
ui-cli-rules-wrong-value = { $field } é { $value }, mas tem de ser { $kind }
ui-cli-rules-kind-number = um número inteiro, como { $example }
ui-cli-rules-kind-bool = true ou false
ui-cli-rules-kind-rank = um valor de carta entre aspas: "A", "2" a "10", "J", "Q" ou "K"
ui-cli-rules-kind-choice = um de { $choices }
ui-file-autosave-people = ele põe { $people } pessoas numa mesa de { $players } jogadores
ui-repl-score-in-progress = Jogo { $game }: em andamento, turno { $turn }.
ui-cli-host-new = Uma sala nova, mesmo que a última hospedada aqui não tenha terminado (sem isto, 'spite host' traz aquela sala de volta).
ui-cli-host-server = Abre a sala num servidor que já está rodando ('spite serve') em vez de iniciar um aqui: o endereço dele, como 'spite join' o recebe. Você volta ao seu lugar com 'spite join', como um amigo.
ui-online-host-kept = O servidor roda neste terminal: se ele fechar, o jogo dos seus amigos fica parado até você rodar 'spite host' de novo, que reabre esta sala em { $addr }.
ui-online-host-not-kept = Esta sala não pode voltar ({ $reason }): se este terminal fechar, o jogo acaba para os seus amigos.
ui-online-host-no-data-dir = não há pasta de dados para guardá-la
ui-online-host-reopened = Sua última sala está aberta de novo: os amigos que esperavam voltam sozinhos. ('spite host --new' começa uma sala nova.)
ui-online-host-room-gone = Sua última sala terminou ou foi removida; hospedando uma nova.
ui-online-host-confirm-quit = Sair? O servidor para junto com este terminal: o jogo dos seus amigos fica parado até você rodar 'spite host' de novo. (s/n)
ui-online-host-confirm-quit-for-good = Sair? O servidor para junto com este terminal e esta sala não pode voltar: o jogo acaba para os seus amigos. (s/n)
ui-online-host-left = Você saiu e o servidor parou: o jogo dos seus amigos está parado e eles esperam por ele. Rode 'spite host' de novo para reabrir a sala em { $addr } e continuar.
ui-online-host-left-for-good = Você saiu e o servidor parou: o jogo acabou para os seus amigos.
ui-online-host-stopped = O servidor parou.
ui-online-host-gone = O servidor sumiu; esperando que ele volte (quem o executa o inicia de novo: um anfitrião com 'spite host' ou abrindo Spite & Malice, um servidor com 'spite serve'). Digite 'quit' para sair.
ui-online-not-sent-away = Não enviado: o servidor está fora. Digite de novo quando ele voltar, ou 'quit' para sair.
ui-online-cannot-listen = não é possível escutar em { $addr }: { $reason }
ui-online-no-database = não é possível abrir o banco de dados em { $dir }: { $reason }
ui-os-error = { $what ->
    [not-found] arquivo ou pasta não encontrado
    [permission-denied] permissão negada
    [exists] já existe
    [is-directory] isso é uma pasta
    [not-directory] uma parte do caminho não é uma pasta
    [bad-name] o nome é longo demais ou não é permitido
    [disk-full] o disco está cheio
    [read-only] o disco é somente leitura
    [address-in-use] o endereço já está em uso
    [address-not-available] este computador não tem esse endereço
    [connection-refused] nada escuta ali
    [connection-reset] a conexão foi cortada
    [unreachable] a rede não consegue alcançá-lo
    [timed-out] sem resposta a tempo
   *[other] um erro do sistema
} ({ $raw })

## The browser client: leaving the table, the same seat in two tabs, the
## move log's pop-up on a phone, undo in words, a seat not yet taken
## (web-*). $code is a room's invite code; $card a card as shown.

web-leave-question = Sair da mesa?
web-leave-body = Seu lugar fica guardado: abra o link da sala de novo, ou escolha a sala na página inicial, para voltar a ele.
web-stay = Ficar
web-open-elsewhere = Aberto em outra aba
web-open-elsewhere-body = Este jogo está aberto em outra aba ou janela deste navegador. Jogue lá, ou aqui: a outra aba então para.
web-taken-elsewhere = Este jogo agora está aberto em outra aba ou janela; aqui ele parou.
web-play-here = Jogar aqui
web-status-elsewhere = Jogando em outra aba.
web-back-to-lobby = Voltar à página inicial
web-close-log = Fechar o registro de jogadas
web-your-rooms = Suas salas
web-back-to-room = Voltar à sala { $code }
web-undo-asks-card = { $name } pede para desfazer a última jogada: { $card } { $from } na { $to }.
web-took-back-card = { $who } { $kind ->
    [you] desfez
   *[other] desfez
} a jogada { $card } { $from } na { $to }.
web-waiting-to-join = Esperando { $name } entrar.
web-nothing-to-undo = Ainda não há nada para desfazer neste turno.
web-takeover = Se um amigo se ausentar
web-takeover-after = { $count ->
    [0] esperar por ele
    [one] o computador joga após 1 minuto
   *[other] o computador joga após { $count } minutos
}
web-help-touch = Numa tela de toque: toque numa carta e depois numa pilha marcada “▼ aqui”; ou arraste a carta até lá.

# Partida rápida no terminal (`spite match`), o ranking (`spite ladder`) e
# a identidade do jogador (`spite identity`).
ui-cli-about-match = Jogue com alguém novo: partida rápida num servidor (ADDR, padrão 127.0.0.1:7878).
ui-cli-about-ladder = O ranking de um servidor, com a sua posição.
ui-cli-about-identity = Seu código de transferência, ou use um de outro aparelho (--key).
ui-cli-match-addr = O endereço do servidor (padrão: 127.0.0.1:7878).
ui-cli-match-rules = O conjunto de regras.
ui-cli-match-casual = Uma partida que não muda nenhuma classificação.
ui-cli-ladder-addr = O endereço do servidor (padrão: 127.0.0.1:7878).
ui-cli-ladder-rules = O conjunto de regras cujo ranking é mostrado.
ui-cli-identity-addr = O endereço do servidor (padrão: 127.0.0.1:7878).
ui-cli-identity-key = Um código de transferência mostrado em outro aparelho: jogue aqui como aquele jogador.
ui-match-rated = valendo classificação
ui-match-casual = amistosa
ui-match-seeking = Procurando um adversário ({ $rules }, { $kind }): você é o número { $position } da fila. Se ninguém vier em { $seconds } segundos, o computador será oferecido.
ui-match-ctrl-c = Ctrl-C para de procurar.
ui-match-cancelled = Você parou de procurar: saiu da fila.
ui-match-computer-offer = Ninguém veio. O computador ({ $level }) pode jogar com você: é um programa, não uma pessoa, e a partida não vale classificação.
ui-match-computer-question = Jogar com o computador? (s/n)
ui-match-computer-taken = Você joga com o computador.
ui-match-still-waiting = Você continua esperando uma pessoa.
ui-match-key-kept = Agora você tem uma chave de jogador (guardada em { $file }): ela guarda sua classificação.
ui-match-key-not-kept = Sua chave de jogador não pôde ser guardada ({ $reason }): anote seu código de transferência, ou sua classificação se perde com este terminal.
ui-match-transfer-code = Seu código de transferência, para jogar como você em outro aparelho (spite identity --key CODE lá): { $code }
ui-match-no-data-dir = não há pasta de dados
ui-match-person-came = Uma pessoa chegou enquanto isso: você joga com ela (tecle Enter).
ui-match-cannot = Sem partida rápida: { $reason }
ui-cli-about-rooms = As salas abertas de um servidor, e um lugar livre tomado numa delas (--take N).
ui-cli-rooms-addr = O endereço do servidor (padrão: 127.0.0.1:7878).
ui-cli-rooms-take = Tomar um lugar livre na sala de número N da lista.
ui-cli-host-open = Listar a sala para qualquer um tomar seus lugares livres ('spite rooms').
ui-cli-host-seed = Semente das distribuições da sala (padrão: aleatória): a mesma semente distribui as mesmas cartas, para testes e repetições.
ui-rooms-cannot = Sem lista de salas: { $reason }
ui-rooms-none = Nenhuma sala em { $server } está aberta a todos agora. Abra uma com { $command }.
ui-rooms-title = Salas abertas em { $server }:
ui-rooms-row = { $number }. { $code }: { $rules }, { $players } jogadores; { $free ->
    [one] um lugar livre
   *[other] { $free } lugares livres
}; { $names }; esperando há { $waited }
ui-rooms-own-rules = regras próprias do anfitrião
ui-rooms-computer = Computador ({ $level })
ui-rooms-player = jogador { $seat }
ui-rooms-waited = { $minutes ->
    [0] { $seconds } s
   *[other] { $minutes } min
}
ui-rooms-take = Tome um lugar livre com { $command } (o número da sala), ou com spite join e o código.
ui-rooms-no-such = Não há sala { $number } na lista: ela tem { $count }.
ui-online-host-open = A sala está aberta: qualquer um a vê com 'spite rooms' e pode tomar seu lugar livre.
ui-ladder-title = Ranking ({ $rules })
ui-ladder-empty = Ninguém jogou uma partida valendo classificação ainda.
ui-ladder-name = Nome
ui-ladder-rating = Classificação
ui-ladder-games = Partidas
ui-ladder-no-name = (sem nome)
ui-ladder-you = Sua posição:
ui-ladder-you-unrated = Você ainda não tem partida valendo classificação com estas regras.
ui-ladder-no-key = Você ainda não tem chave de jogador para { $server }: spite match cria uma.
ui-identity-none = Você ainda não tem chave de jogador para { $server }: spite match { $server } cria uma.
ui-identity-code = Seu código de transferência para { $server }: { $code }
ui-identity-secret = Quem o conhece joga como você; código perdido é classificação perdida (sem senha, sem e-mail). Em outro aparelho: spite identity --key CODE
ui-identity-refused = Esse código de transferência não foi aceito: { $reason }
ui-identity-replaced = O código guardado aqui antes, agora substituído (anote-o se importar): { $code }
ui-identity-taken = Agora você joga aqui como aquele jogador (guardado em { $file }).
ui-identity-name = Nome: { $name }
ui-identity-rating = { $rules }: { $rating }, { $games ->
    [one] 1 partida valendo classificação
   *[other] { $games } partidas valendo classificação
}

# Partida rápida, classificação e ranking, salas abertas, revanche e
# reações no navegador. $rules é um conjunto de regras em palavras
# (web-preset-*), $time um relógio (0:42), $names nomes de lugares
# separados por vírgulas.
web-someone-new = Jogue com alguém novo
web-someone-new-what = A partida rápida junta você a um jogador que também procura um jogo agora. Uma partida valendo classificação muda a classificação dos dois.
web-seek-kind = Partida
web-rated = Valendo classificação
web-casual = Amistosa: nenhuma classificação muda
web-find-opponent = Procurar um adversário
web-seeking-title = Procurando um adversário
web-seeking-what = { $rules }, { $rated ->
    [yes] valendo classificação
   *[no] amistosa
}
web-seeking-joining = Entrando na fila…
web-seeking-position = Você é o número { $position } da fila.
web-seeking-waited = Esperando há { $time }
web-seeking-computer-in = Se ninguém vier, o computador será oferecido em { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}.
web-play-computer = Jogar com o computador
web-keep-waiting = Ou continue esperando uma pessoa: você fica na fila.
web-your-rating = Classificação { $rating } ± { $deviation }, { $count ->
    [one] { $count } partida valendo
   *[other] { $count } partidas valendo
}
web-player-rating-explain = O ± diz quão certa é a classificação: sua força está a menos do dobro disso da classificação, 95 vezes em 100. Ele diminui à medida que você joga.
web-ratings-heading = Sua classificação e o ranking
web-player-none = Você ainda não tem chave de jogador neste servidor: sua primeira partida rápida cria uma.
web-player-code = Seu código de transferência:
web-player-copy = Copiar código
web-player-code-explain = Digite-o em outro aparelho para jogar como você lá. Quem o conhece joga como você, e código perdido é classificação perdida: não há senha nem e-mail.
web-player-use-code = Um código de transferência de outro aparelho
web-player-use-button = Jogar como esse jogador
web-player-not-code = Isso não é um código de transferência: ele tem 32 dígitos e letras de A a F.
web-player-taken = Agora você joga aqui como esse jogador.
web-player-replaced = O código guardado aqui antes era { $code }: anote-o se for importante.
web-player-leaderboard = Ranking
web-player-rank = Posição
web-player-place = Sua posição: { $rank } ({ $rating } ± { $deviation }).
web-loading = Carregando…
web-open-room = Listar nas salas abertas: qualquer pessoa pode ocupar um lugar livre
web-open-rooms = Salas abertas
web-open-rooms-none = Nenhuma sala aberta está esperando jogadores agora.
web-preset-own = Regras próprias do anfitrião
web-open-computer = computador ({ $level })
web-open-room-about = { $count ->
    [one] { $count } lugar livre
   *[other] { $count } lugares livres
} de { $players }. À mesa: { $names }. Esperando há { $time }.
web-take-seat = Ocupar um lugar
web-rematch = Revanche
web-rematch-offered = { $who } propõe uma revanche.
web-rematch-accept = Aceitar a revanche
web-rematch-decline = Recusar
web-rematch-waiting = Você propôs uma revanche; esperando { $names }.
web-rematch-declined = { $who } recusou a revanche.
web-rematch-left = { $who } saiu: não há revanche.
web-rematch-starting = Todos aceitaram: a revanche é distribuída.
web-reactions = Reações
web-mute = Silenciar
web-mute-heading = Esconder as reações de

## The window: quick match, ratings and rematch.
ui-quick-tab = Partida rápida
ui-open-rooms-show = Mostrar as salas abertas deste servidor
ui-quick-about = Jogue com alguém novo: o servidor junta você a uma pessoa que espera pelas mesmas regras. Se ninguém vier, oferece o computador, e diz isso.
ui-quick-button = Procurar partida
ui-quick-code = Seu código de transferência: { $code }
ui-quick-code-about = Quem o conhece joga como você; um código perdido é uma classificação perdida (sem senha, sem e-mail). Digite-o em outro aparelho para jogar como você lá.
ui-quick-asking = Perguntando ao servidor…
ui-quick-no-key = Você ainda não tem chave de jogador para este servidor: sua primeira partida rápida cria uma.
ui-quick-type-code = Um código de transferência de outro aparelho:
ui-quick-use-code = Usar
ui-quick-code-taken = Agora você joga aqui como aquele jogador.
ui-quick-leaderboard = Classificação
ui-quick-unrated = Nenhuma partida valendo classificação ainda: todos começam em 1500 ± 350.
ui-quick-seeking = Procurando um adversário ({ $rules }, { $kind }): número { $position } na fila, esperando há { $time }.
ui-quick-computer-in = Se ninguém vier em { $seconds } segundos, o computador é oferecido.
ui-quick-connecting = Procurando um adversário…
ui-quick-new-key = Agora você tem uma chave de jogador, guardada com os arquivos desta janela: ela guarda sua classificação. Código de transferência: { $code }
ui-quick-key-not-kept = Sua chave de jogador não pôde ser guardada ({ $reason }): anote o código de transferência, ou sua classificação se perde quando esta janela fechar. Código de transferência: { $code }
ui-quick-no-files = esta janela não guarda arquivos
ui-quick-accept = Jogar contra o computador
ui-quick-cancel = Parar de procurar
ui-rematch-button = Revanche
ui-rematch-offered = { $name } oferece uma revanche.
ui-rematch-waiting = Revanche oferecida: esperando { $names }.
ui-rematch-accept = Aceitar a revanche
ui-rematch-decline = Recusar
ui-rematch-declined = { $name } recusou a revanche.
ui-rematch-left = { $name } saiu: sem revanche.
ui-net-invite = Convidar…
ui-net-invite-title = Convidar um amigo
ui-net-invite-terminal = Num terminal, um amigo digita:
ui-net-invite-link = Num navegador, um amigo abre:
ui-net-invite-window = No Spite & Malice, um amigo escolhe Jogar online…, Entrar num jogo, e digita o endereço e o código de convite.
ui-reaction-menu = Reagir
ui-reaction-mute = Silenciar as reações de { $name }
ui-reaction-unmute = Mostrar de novo as reações de { $name }
