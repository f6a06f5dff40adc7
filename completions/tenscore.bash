_tenscore() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="tenscore"
                ;;
            tenscore,bid)
                cmd="tenscore__subcmd__bid"
                ;;
            tenscore,check)
                cmd="tenscore__subcmd__check"
                ;;
            tenscore,edit)
                cmd="tenscore__subcmd__edit"
                ;;
            tenscore,event)
                cmd="tenscore__subcmd__event"
                ;;
            tenscore,export)
                cmd="tenscore__subcmd__export"
                ;;
            tenscore,finish)
                cmd="tenscore__subcmd__finish"
                ;;
            tenscore,help)
                cmd="tenscore__subcmd__help"
                ;;
            tenscore,history)
                cmd="tenscore__subcmd__history"
                ;;
            tenscore,import)
                cmd="tenscore__subcmd__import"
                ;;
            tenscore,new)
                cmd="tenscore__subcmd__new"
                ;;
            tenscore,play)
                cmd="tenscore__subcmd__play"
                ;;
            tenscore,player)
                cmd="tenscore__subcmd__player"
                ;;
            tenscore,reopen)
                cmd="tenscore__subcmd__reopen"
                ;;
            tenscore,round)
                cmd="tenscore__subcmd__round"
                ;;
            tenscore,rules)
                cmd="tenscore__subcmd__rules"
                ;;
            tenscore,series)
                cmd="tenscore__subcmd__series"
                ;;
            tenscore,show)
                cmd="tenscore__subcmd__show"
                ;;
            tenscore,standings)
                cmd="tenscore__subcmd__standings"
                ;;
            tenscore,stats)
                cmd="tenscore__subcmd__stats"
                ;;
            tenscore,undo)
                cmd="tenscore__subcmd__undo"
                ;;
            tenscore__subcmd__check,10-op-en-neer)
                cmd="tenscore__subcmd__check__subcmd__updown"
                ;;
            tenscore__subcmd__check,help)
                cmd="tenscore__subcmd__check__subcmd__help"
                ;;
            tenscore__subcmd__check,history)
                cmd="tenscore__subcmd__check__subcmd__history"
                ;;
            tenscore__subcmd__check,krumme-10)
                cmd="tenscore__subcmd__check__subcmd__krumme10"
                ;;
            tenscore__subcmd__check,krumme10)
                cmd="tenscore__subcmd__check__subcmd__krumme10"
                ;;
            tenscore__subcmd__check,oh-hell)
                cmd="tenscore__subcmd__check__subcmd__updown"
                ;;
            tenscore__subcmd__check,onderde10)
                cmd="tenscore__subcmd__check__subcmd__under10"
                ;;
            tenscore__subcmd__check,pig-10)
                cmd="tenscore__subcmd__check__subcmd__pig10"
                ;;
            tenscore__subcmd__check,pig10)
                cmd="tenscore__subcmd__check__subcmd__pig10"
                ;;
            tenscore__subcmd__check,ten-stuff)
                cmd="tenscore__subcmd__check__subcmd__tenstuff"
                ;;
            tenscore__subcmd__check,tenstuff)
                cmd="tenscore__subcmd__check__subcmd__tenstuff"
                ;;
            tenscore__subcmd__check,under-the-10)
                cmd="tenscore__subcmd__check__subcmd__under10"
                ;;
            tenscore__subcmd__check,under10)
                cmd="tenscore__subcmd__check__subcmd__under10"
                ;;
            tenscore__subcmd__check,updown)
                cmd="tenscore__subcmd__check__subcmd__updown"
                ;;
            tenscore__subcmd__check__subcmd__help,help)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__help,history)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__history"
                ;;
            tenscore__subcmd__check__subcmd__help,krumme10)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__krumme10"
                ;;
            tenscore__subcmd__check__subcmd__help,pig10)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__pig10"
                ;;
            tenscore__subcmd__check__subcmd__help,tenstuff)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff"
                ;;
            tenscore__subcmd__check__subcmd__help,under10)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__under10"
                ;;
            tenscore__subcmd__check__subcmd__help,updown)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__updown"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__krumme10,back)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__krumme10__subcmd__back"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__krumme10,display)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__krumme10__subcmd__display"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__pig10,deal)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__pig10__subcmd__deal"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__pig10,pile)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__pig10__subcmd__pile"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__pig10,play)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__pig10__subcmd__play"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,excommunication)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__excommunication"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,first)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__first"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,play)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__play"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,shame)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__shame"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,sixes)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__sixes"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,skip)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__skip"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,slam)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__slam"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__tenstuff,unwin)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__unwin"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__under10,call)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__under10__subcmd__call"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__under10,combo)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__under10__subcmd__combo"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__under10,luck)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__under10__subcmd__luck"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__updown,bids)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__bids"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__updown,follow)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__follow"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__updown,hand)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__hand"
                ;;
            tenscore__subcmd__check__subcmd__help__subcmd__updown,trick)
                cmd="tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__trick"
                ;;
            tenscore__subcmd__check__subcmd__krumme10,back)
                cmd="tenscore__subcmd__check__subcmd__krumme10__subcmd__back"
                ;;
            tenscore__subcmd__check__subcmd__krumme10,display)
                cmd="tenscore__subcmd__check__subcmd__krumme10__subcmd__display"
                ;;
            tenscore__subcmd__check__subcmd__krumme10,help)
                cmd="tenscore__subcmd__check__subcmd__krumme10__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__krumme10__subcmd__help,back)
                cmd="tenscore__subcmd__check__subcmd__krumme10__subcmd__help__subcmd__back"
                ;;
            tenscore__subcmd__check__subcmd__krumme10__subcmd__help,display)
                cmd="tenscore__subcmd__check__subcmd__krumme10__subcmd__help__subcmd__display"
                ;;
            tenscore__subcmd__check__subcmd__krumme10__subcmd__help,help)
                cmd="tenscore__subcmd__check__subcmd__krumme10__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__pig10,deal)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__deal"
                ;;
            tenscore__subcmd__check__subcmd__pig10,help)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__pig10,pile)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__pile"
                ;;
            tenscore__subcmd__check__subcmd__pig10,play)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__play"
                ;;
            tenscore__subcmd__check__subcmd__pig10__subcmd__help,deal)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__deal"
                ;;
            tenscore__subcmd__check__subcmd__pig10__subcmd__help,help)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__pig10__subcmd__help,pile)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__pile"
                ;;
            tenscore__subcmd__check__subcmd__pig10__subcmd__help,play)
                cmd="tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__play"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,excommunication)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__excommunication"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,first)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__first"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,help)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,play)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__play"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,shame)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__shame"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,sixes)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__sixes"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,skip)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__skip"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,slam)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__slam"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff,unwin)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__unwin"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,excommunication)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__excommunication"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,first)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__first"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,help)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,play)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__play"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,shame)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__shame"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,sixes)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__sixes"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,skip)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__skip"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,slam)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__slam"
                ;;
            tenscore__subcmd__check__subcmd__tenstuff__subcmd__help,unwin)
                cmd="tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__unwin"
                ;;
            tenscore__subcmd__check__subcmd__under10,call)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__call"
                ;;
            tenscore__subcmd__check__subcmd__under10,combo)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__combo"
                ;;
            tenscore__subcmd__check__subcmd__under10,help)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__under10,luck)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__luck"
                ;;
            tenscore__subcmd__check__subcmd__under10__subcmd__help,call)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__call"
                ;;
            tenscore__subcmd__check__subcmd__under10__subcmd__help,combo)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__combo"
                ;;
            tenscore__subcmd__check__subcmd__under10__subcmd__help,help)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__under10__subcmd__help,luck)
                cmd="tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__luck"
                ;;
            tenscore__subcmd__check__subcmd__updown,bids)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__bids"
                ;;
            tenscore__subcmd__check__subcmd__updown,follow)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__follow"
                ;;
            tenscore__subcmd__check__subcmd__updown,hand)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__hand"
                ;;
            tenscore__subcmd__check__subcmd__updown,help)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__updown,trick)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__trick"
                ;;
            tenscore__subcmd__check__subcmd__updown__subcmd__help,bids)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__bids"
                ;;
            tenscore__subcmd__check__subcmd__updown__subcmd__help,follow)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__follow"
                ;;
            tenscore__subcmd__check__subcmd__updown__subcmd__help,hand)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__hand"
                ;;
            tenscore__subcmd__check__subcmd__updown__subcmd__help,help)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__check__subcmd__updown__subcmd__help,trick)
                cmd="tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__trick"
                ;;
            tenscore__subcmd__event,add)
                cmd="tenscore__subcmd__event__subcmd__add"
                ;;
            tenscore__subcmd__event,board)
                cmd="tenscore__subcmd__event__subcmd__board"
                ;;
            tenscore__subcmd__event,help)
                cmd="tenscore__subcmd__event__subcmd__help"
                ;;
            tenscore__subcmd__event,list)
                cmd="tenscore__subcmd__event__subcmd__list"
                ;;
            tenscore__subcmd__event,new)
                cmd="tenscore__subcmd__event__subcmd__new"
                ;;
            tenscore__subcmd__event,remove)
                cmd="tenscore__subcmd__event__subcmd__remove"
                ;;
            tenscore__subcmd__event,report)
                cmd="tenscore__subcmd__event__subcmd__report"
                ;;
            tenscore__subcmd__event,seat)
                cmd="tenscore__subcmd__event__subcmd__seat"
                ;;
            tenscore__subcmd__event,seating)
                cmd="tenscore__subcmd__event__subcmd__seating"
                ;;
            tenscore__subcmd__event,standings)
                cmd="tenscore__subcmd__event__subcmd__standings"
                ;;
            tenscore__subcmd__event__subcmd__help,add)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__add"
                ;;
            tenscore__subcmd__event__subcmd__help,board)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__board"
                ;;
            tenscore__subcmd__event__subcmd__help,help)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__event__subcmd__help,list)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__list"
                ;;
            tenscore__subcmd__event__subcmd__help,new)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__new"
                ;;
            tenscore__subcmd__event__subcmd__help,remove)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__remove"
                ;;
            tenscore__subcmd__event__subcmd__help,report)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__report"
                ;;
            tenscore__subcmd__event__subcmd__help,seat)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__seat"
                ;;
            tenscore__subcmd__event__subcmd__help,seating)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__seating"
                ;;
            tenscore__subcmd__event__subcmd__help,standings)
                cmd="tenscore__subcmd__event__subcmd__help__subcmd__standings"
                ;;
            tenscore__subcmd__help,bid)
                cmd="tenscore__subcmd__help__subcmd__bid"
                ;;
            tenscore__subcmd__help,check)
                cmd="tenscore__subcmd__help__subcmd__check"
                ;;
            tenscore__subcmd__help,edit)
                cmd="tenscore__subcmd__help__subcmd__edit"
                ;;
            tenscore__subcmd__help,event)
                cmd="tenscore__subcmd__help__subcmd__event"
                ;;
            tenscore__subcmd__help,export)
                cmd="tenscore__subcmd__help__subcmd__export"
                ;;
            tenscore__subcmd__help,finish)
                cmd="tenscore__subcmd__help__subcmd__finish"
                ;;
            tenscore__subcmd__help,help)
                cmd="tenscore__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__help,history)
                cmd="tenscore__subcmd__help__subcmd__history"
                ;;
            tenscore__subcmd__help,import)
                cmd="tenscore__subcmd__help__subcmd__import"
                ;;
            tenscore__subcmd__help,new)
                cmd="tenscore__subcmd__help__subcmd__new"
                ;;
            tenscore__subcmd__help,play)
                cmd="tenscore__subcmd__help__subcmd__play"
                ;;
            tenscore__subcmd__help,player)
                cmd="tenscore__subcmd__help__subcmd__player"
                ;;
            tenscore__subcmd__help,reopen)
                cmd="tenscore__subcmd__help__subcmd__reopen"
                ;;
            tenscore__subcmd__help,round)
                cmd="tenscore__subcmd__help__subcmd__round"
                ;;
            tenscore__subcmd__help,rules)
                cmd="tenscore__subcmd__help__subcmd__rules"
                ;;
            tenscore__subcmd__help,series)
                cmd="tenscore__subcmd__help__subcmd__series"
                ;;
            tenscore__subcmd__help,show)
                cmd="tenscore__subcmd__help__subcmd__show"
                ;;
            tenscore__subcmd__help,standings)
                cmd="tenscore__subcmd__help__subcmd__standings"
                ;;
            tenscore__subcmd__help,stats)
                cmd="tenscore__subcmd__help__subcmd__stats"
                ;;
            tenscore__subcmd__help,undo)
                cmd="tenscore__subcmd__help__subcmd__undo"
                ;;
            tenscore__subcmd__help__subcmd__check,history)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__history"
                ;;
            tenscore__subcmd__help__subcmd__check,krumme10)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__krumme10"
                ;;
            tenscore__subcmd__help__subcmd__check,pig10)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__pig10"
                ;;
            tenscore__subcmd__help__subcmd__check,tenstuff)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff"
                ;;
            tenscore__subcmd__help__subcmd__check,under10)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__under10"
                ;;
            tenscore__subcmd__help__subcmd__check,updown)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__updown"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__krumme10,back)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__krumme10__subcmd__back"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__krumme10,display)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__krumme10__subcmd__display"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__pig10,deal)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__pig10__subcmd__deal"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__pig10,pile)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__pig10__subcmd__pile"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__pig10,play)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__pig10__subcmd__play"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,excommunication)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__excommunication"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,first)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__first"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,play)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__play"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,shame)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__shame"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,sixes)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__sixes"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,skip)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__skip"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,slam)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__slam"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__tenstuff,unwin)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__unwin"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__under10,call)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__under10__subcmd__call"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__under10,combo)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__under10__subcmd__combo"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__under10,luck)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__under10__subcmd__luck"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__updown,bids)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__bids"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__updown,follow)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__follow"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__updown,hand)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__hand"
                ;;
            tenscore__subcmd__help__subcmd__check__subcmd__updown,trick)
                cmd="tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__trick"
                ;;
            tenscore__subcmd__help__subcmd__event,add)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__add"
                ;;
            tenscore__subcmd__help__subcmd__event,board)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__board"
                ;;
            tenscore__subcmd__help__subcmd__event,list)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__list"
                ;;
            tenscore__subcmd__help__subcmd__event,new)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__new"
                ;;
            tenscore__subcmd__help__subcmd__event,remove)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__remove"
                ;;
            tenscore__subcmd__help__subcmd__event,report)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__report"
                ;;
            tenscore__subcmd__help__subcmd__event,seat)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__seat"
                ;;
            tenscore__subcmd__help__subcmd__event,seating)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__seating"
                ;;
            tenscore__subcmd__help__subcmd__event,standings)
                cmd="tenscore__subcmd__help__subcmd__event__subcmd__standings"
                ;;
            tenscore__subcmd__help__subcmd__new,krumme10)
                cmd="tenscore__subcmd__help__subcmd__new__subcmd__krumme10"
                ;;
            tenscore__subcmd__help__subcmd__new,pig10)
                cmd="tenscore__subcmd__help__subcmd__new__subcmd__pig10"
                ;;
            tenscore__subcmd__help__subcmd__new,tenstuff)
                cmd="tenscore__subcmd__help__subcmd__new__subcmd__tenstuff"
                ;;
            tenscore__subcmd__help__subcmd__new,under10)
                cmd="tenscore__subcmd__help__subcmd__new__subcmd__under10"
                ;;
            tenscore__subcmd__help__subcmd__new,updown)
                cmd="tenscore__subcmd__help__subcmd__new__subcmd__updown"
                ;;
            tenscore__subcmd__help__subcmd__play,krumme10)
                cmd="tenscore__subcmd__help__subcmd__play__subcmd__krumme10"
                ;;
            tenscore__subcmd__help__subcmd__play,pig10)
                cmd="tenscore__subcmd__help__subcmd__play__subcmd__pig10"
                ;;
            tenscore__subcmd__help__subcmd__play,tenstuff)
                cmd="tenscore__subcmd__help__subcmd__play__subcmd__tenstuff"
                ;;
            tenscore__subcmd__help__subcmd__play,under10)
                cmd="tenscore__subcmd__help__subcmd__play__subcmd__under10"
                ;;
            tenscore__subcmd__help__subcmd__play,updown)
                cmd="tenscore__subcmd__help__subcmd__play__subcmd__updown"
                ;;
            tenscore__subcmd__help__subcmd__player,list)
                cmd="tenscore__subcmd__help__subcmd__player__subcmd__list"
                ;;
            tenscore__subcmd__help__subcmd__player,merge)
                cmd="tenscore__subcmd__help__subcmd__player__subcmd__merge"
                ;;
            tenscore__subcmd__help__subcmd__player,rename)
                cmd="tenscore__subcmd__help__subcmd__player__subcmd__rename"
                ;;
            tenscore__subcmd__help__subcmd__series,new)
                cmd="tenscore__subcmd__help__subcmd__series__subcmd__new"
                ;;
            tenscore__subcmd__help__subcmd__series,standings)
                cmd="tenscore__subcmd__help__subcmd__series__subcmd__standings"
                ;;
            tenscore__subcmd__new,10-op-en-neer)
                cmd="tenscore__subcmd__new__subcmd__updown"
                ;;
            tenscore__subcmd__new,help)
                cmd="tenscore__subcmd__new__subcmd__help"
                ;;
            tenscore__subcmd__new,krumme-10)
                cmd="tenscore__subcmd__new__subcmd__krumme10"
                ;;
            tenscore__subcmd__new,krumme10)
                cmd="tenscore__subcmd__new__subcmd__krumme10"
                ;;
            tenscore__subcmd__new,oh-hell)
                cmd="tenscore__subcmd__new__subcmd__updown"
                ;;
            tenscore__subcmd__new,onderde10)
                cmd="tenscore__subcmd__new__subcmd__under10"
                ;;
            tenscore__subcmd__new,pig-10)
                cmd="tenscore__subcmd__new__subcmd__pig10"
                ;;
            tenscore__subcmd__new,pig10)
                cmd="tenscore__subcmd__new__subcmd__pig10"
                ;;
            tenscore__subcmd__new,ten-stuff)
                cmd="tenscore__subcmd__new__subcmd__tenstuff"
                ;;
            tenscore__subcmd__new,tenstuff)
                cmd="tenscore__subcmd__new__subcmd__tenstuff"
                ;;
            tenscore__subcmd__new,under-the-10)
                cmd="tenscore__subcmd__new__subcmd__under10"
                ;;
            tenscore__subcmd__new,under10)
                cmd="tenscore__subcmd__new__subcmd__under10"
                ;;
            tenscore__subcmd__new,updown)
                cmd="tenscore__subcmd__new__subcmd__updown"
                ;;
            tenscore__subcmd__new__subcmd__help,help)
                cmd="tenscore__subcmd__new__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__new__subcmd__help,krumme10)
                cmd="tenscore__subcmd__new__subcmd__help__subcmd__krumme10"
                ;;
            tenscore__subcmd__new__subcmd__help,pig10)
                cmd="tenscore__subcmd__new__subcmd__help__subcmd__pig10"
                ;;
            tenscore__subcmd__new__subcmd__help,tenstuff)
                cmd="tenscore__subcmd__new__subcmd__help__subcmd__tenstuff"
                ;;
            tenscore__subcmd__new__subcmd__help,under10)
                cmd="tenscore__subcmd__new__subcmd__help__subcmd__under10"
                ;;
            tenscore__subcmd__new__subcmd__help,updown)
                cmd="tenscore__subcmd__new__subcmd__help__subcmd__updown"
                ;;
            tenscore__subcmd__play,10-op-en-neer)
                cmd="tenscore__subcmd__play__subcmd__updown"
                ;;
            tenscore__subcmd__play,help)
                cmd="tenscore__subcmd__play__subcmd__help"
                ;;
            tenscore__subcmd__play,krumme-10)
                cmd="tenscore__subcmd__play__subcmd__krumme10"
                ;;
            tenscore__subcmd__play,krumme10)
                cmd="tenscore__subcmd__play__subcmd__krumme10"
                ;;
            tenscore__subcmd__play,oh-hell)
                cmd="tenscore__subcmd__play__subcmd__updown"
                ;;
            tenscore__subcmd__play,onderde10)
                cmd="tenscore__subcmd__play__subcmd__under10"
                ;;
            tenscore__subcmd__play,pig-10)
                cmd="tenscore__subcmd__play__subcmd__pig10"
                ;;
            tenscore__subcmd__play,pig10)
                cmd="tenscore__subcmd__play__subcmd__pig10"
                ;;
            tenscore__subcmd__play,ten-stuff)
                cmd="tenscore__subcmd__play__subcmd__tenstuff"
                ;;
            tenscore__subcmd__play,tenstuff)
                cmd="tenscore__subcmd__play__subcmd__tenstuff"
                ;;
            tenscore__subcmd__play,under-the-10)
                cmd="tenscore__subcmd__play__subcmd__under10"
                ;;
            tenscore__subcmd__play,under10)
                cmd="tenscore__subcmd__play__subcmd__under10"
                ;;
            tenscore__subcmd__play,updown)
                cmd="tenscore__subcmd__play__subcmd__updown"
                ;;
            tenscore__subcmd__play__subcmd__help,help)
                cmd="tenscore__subcmd__play__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__play__subcmd__help,krumme10)
                cmd="tenscore__subcmd__play__subcmd__help__subcmd__krumme10"
                ;;
            tenscore__subcmd__play__subcmd__help,pig10)
                cmd="tenscore__subcmd__play__subcmd__help__subcmd__pig10"
                ;;
            tenscore__subcmd__play__subcmd__help,tenstuff)
                cmd="tenscore__subcmd__play__subcmd__help__subcmd__tenstuff"
                ;;
            tenscore__subcmd__play__subcmd__help,under10)
                cmd="tenscore__subcmd__play__subcmd__help__subcmd__under10"
                ;;
            tenscore__subcmd__play__subcmd__help,updown)
                cmd="tenscore__subcmd__play__subcmd__help__subcmd__updown"
                ;;
            tenscore__subcmd__player,help)
                cmd="tenscore__subcmd__player__subcmd__help"
                ;;
            tenscore__subcmd__player,list)
                cmd="tenscore__subcmd__player__subcmd__list"
                ;;
            tenscore__subcmd__player,merge)
                cmd="tenscore__subcmd__player__subcmd__merge"
                ;;
            tenscore__subcmd__player,rename)
                cmd="tenscore__subcmd__player__subcmd__rename"
                ;;
            tenscore__subcmd__player__subcmd__help,help)
                cmd="tenscore__subcmd__player__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__player__subcmd__help,list)
                cmd="tenscore__subcmd__player__subcmd__help__subcmd__list"
                ;;
            tenscore__subcmd__player__subcmd__help,merge)
                cmd="tenscore__subcmd__player__subcmd__help__subcmd__merge"
                ;;
            tenscore__subcmd__player__subcmd__help,rename)
                cmd="tenscore__subcmd__player__subcmd__help__subcmd__rename"
                ;;
            tenscore__subcmd__series,help)
                cmd="tenscore__subcmd__series__subcmd__help"
                ;;
            tenscore__subcmd__series,new)
                cmd="tenscore__subcmd__series__subcmd__new"
                ;;
            tenscore__subcmd__series,standings)
                cmd="tenscore__subcmd__series__subcmd__standings"
                ;;
            tenscore__subcmd__series__subcmd__help,help)
                cmd="tenscore__subcmd__series__subcmd__help__subcmd__help"
                ;;
            tenscore__subcmd__series__subcmd__help,new)
                cmd="tenscore__subcmd__series__subcmd__help__subcmd__new"
                ;;
            tenscore__subcmd__series__subcmd__help,standings)
                cmd="tenscore__subcmd__series__subcmd__help__subcmd__standings"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        tenscore)
            opts="-h -V --db --json --no-color --color --plain --lang --help --version new play bid round undo edit finish reopen standings show history export import stats player check event series rules help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__bid)
            opts="-h --trump --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --trump)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check)
            opts="-h --db --json --no-color --color --plain --lang --help under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help)
            opts="under10 updown pig10 krumme10 tenstuff history help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__history)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__krumme10)
            opts="display back"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__krumme10__subcmd__back)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__krumme10__subcmd__display)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__pig10)
            opts="play pile deal"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__pig10__subcmd__deal)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__pig10__subcmd__pile)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__pig10__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff)
            opts="play slam first skip sixes shame excommunication unwin"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__excommunication)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__first)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__shame)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__sixes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__skip)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__slam)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__tenstuff__subcmd__unwin)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__under10)
            opts="call combo luck"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__under10__subcmd__call)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__under10__subcmd__combo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__under10__subcmd__luck)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__updown)
            opts="trick follow hand bids"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__bids)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__follow)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__hand)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__help__subcmd__updown__subcmd__trick)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__history)
            opts="-h --match --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --match)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__krumme10)
            opts="-h --db --json --no-color --color --plain --lang --help display back help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__krumme10__subcmd__back)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__krumme10__subcmd__display)
            opts="-h --players --teams --empty --counterclockwise --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --empty)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__krumme10__subcmd__help)
            opts="display back help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__krumme10__subcmd__help__subcmd__back)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__krumme10__subcmd__help__subcmd__display)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__krumme10__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10)
            opts="-h --db --json --no-color --color --plain --lang --help play pile deal help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__deal)
            opts="-h --players --cards --match --round --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --match)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --round)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__help)
            opts="play pile deal help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__deal)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__pile)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__help__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__pile)
            opts="-h --players --skip --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skip)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__pig10__subcmd__play)
            opts="-h --pile --previous --says --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --pile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --previous)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --says)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff)
            opts="-h --db --json --no-color --color --plain --lang --help play slam first skip sixes shame excommunication unwin help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__excommunication)
            opts="-h --players --by --onto --casual --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --onto)
                    COMPREPLY=($(compgen -W "pile table" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__first)
            opts="-h --restart --casual --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help)
            opts="play slam first skip sixes shame excommunication unwin help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__excommunication)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__first)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__shame)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__sixes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__skip)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__slam)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__help__subcmd__unwin)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__play)
            opts="-h --on --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --on)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__shame)
            opts="-h --hand --casual --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --hand)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__sixes)
            opts="-h --players --by --swapped --casual --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__skip)
            opts="-h --ten --hand --give --players --skipped --counterclockwise --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --ten)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hand)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --give)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --skipped)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__slam)
            opts="-h --on --set --give --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --on)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --set)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --give)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__tenstuff__subcmd__unwin)
            opts="-h --players --out --by --on --set --give --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --out)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --by)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --on)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --set)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --give)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10)
            opts="-h --db --json --no-color --color --plain --lang --help call combo luck help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__call)
            opts="-h --call --luck --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --call)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --luck)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__combo)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__help)
            opts="call combo luck help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__call)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__combo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__help__subcmd__luck)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__under10__subcmd__luck)
            opts="-h --played --drawn --from --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --played)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --drawn)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --from)
                    COMPREPLY=($(compgen -W "closed open" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown)
            opts="-h --db --json --no-color --color --plain --lang --help trick follow hand bids help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__bids)
            opts="-h --cards --seats --hook --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --cards)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seats)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__follow)
            opts="-h --led --hand --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --led)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --hand)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__hand)
            opts="-h --players --leader --trump --trump-card --bids --match --round --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --leader)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --trump)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --trump-card)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --bids)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --match)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --round)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__help)
            opts="trick follow hand bids help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__bids)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__follow)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__hand)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__help__subcmd__trick)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__check__subcmd__updown__subcmd__trick)
            opts="-h --trump --players --leader --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --trump)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --leader)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__edit)
            opts="-h --call --luck --order --bids --trump --reason --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --call)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --luck)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --order)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --bids)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --trump)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --reason)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event)
            opts="-h --db --json --no-color --color --plain --lang --help new add remove seat seating standings board report list help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__add)
            opts="-h --event --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__board)
            opts="-h --follow --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help)
            opts="new add remove seat seating standings board report list help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__board)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__report)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__seat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__seating)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__help__subcmd__standings)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__list)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__new)
            opts="-h --game --players --players-file --rounds --table-size --series --ranking --end --bonus-cards --peak --hook --no-trump --referee --teams --long --showdown --casual --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --game)
                    COMPREPLY=($(compgen -W "under10 updown pig10 krumme10 tenstuff" -- "${cur}"))
                    return 0
                    ;;
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --players-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rounds)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --table-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --series)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ranking)
                    COMPREPLY=($(compgen -W "share points" -- "${cur}"))
                    return 0
                    ;;
                --end)
                    COMPREPLY=($(compgen -W "last-standing first-out" -- "${cur}"))
                    return 0
                    ;;
                --peak)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__remove)
            opts="-h --event --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__report)
            opts="-o -h --html --format --output --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --html)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "csv json" -- "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__seat)
            opts="-h --by-standing --force --redraw --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__seating)
            opts="-h --round --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --round)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__event__subcmd__standings)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__export)
            opts="-o -h --format --match --game --since --output --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --format)
                    COMPREPLY=($(compgen -W "json csv" -- "${cur}"))
                    return 0
                    ;;
                --match)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --game)
                    COMPREPLY=($(compgen -W "under10 updown pig10 krumme10 tenstuff" -- "${cur}"))
                    return 0
                    ;;
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__finish)
            opts="-h --abandon --yes --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help)
            opts="new play bid round undo edit finish reopen standings show history export import stats player check event series rules help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__bid)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check)
            opts="under10 updown pig10 krumme10 tenstuff history"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__history)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__krumme10)
            opts="display back"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__krumme10__subcmd__back)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__krumme10__subcmd__display)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__pig10)
            opts="play pile deal"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__pig10__subcmd__deal)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__pig10__subcmd__pile)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__pig10__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff)
            opts="play slam first skip sixes shame excommunication unwin"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__excommunication)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__first)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__shame)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__sixes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__skip)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__slam)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__tenstuff__subcmd__unwin)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__under10)
            opts="call combo luck"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__under10__subcmd__call)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__under10__subcmd__combo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__under10__subcmd__luck)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__updown)
            opts="trick follow hand bids"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__bids)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__follow)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__hand)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__check__subcmd__updown__subcmd__trick)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__edit)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event)
            opts="new add remove seat seating standings board report list"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__board)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__report)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__seat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__seating)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__event__subcmd__standings)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__finish)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__history)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__new)
            opts="under10 updown pig10 krumme10 tenstuff"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__new__subcmd__krumme10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__new__subcmd__pig10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__new__subcmd__tenstuff)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__new__subcmd__under10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__new__subcmd__updown)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__play)
            opts="under10 updown pig10 krumme10 tenstuff"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__play__subcmd__krumme10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__play__subcmd__pig10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__play__subcmd__tenstuff)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__play__subcmd__under10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__play__subcmd__updown)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__player)
            opts="list rename merge"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__player__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__player__subcmd__merge)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__player__subcmd__rename)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__reopen)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__round)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__rules)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__series)
            opts="new standings"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__series__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__series__subcmd__standings)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__standings)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__stats)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__help__subcmd__undo)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__history)
            opts="-h --game --player --since --until --limit --all --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --game)
                    COMPREPLY=($(compgen -W "under10 updown pig10 krumme10 tenstuff" -- "${cur}"))
                    return 0
                    ;;
                --player)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --until)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__import)
            opts="-h --dry-run --no-name-match --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new)
            opts="-h --rematch --db --json --no-color --color --plain --lang --help under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --rematch)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__help)
            opts="under10 updown pig10 krumme10 tenstuff help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__help__subcmd__krumme10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__help__subcmd__pig10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__help__subcmd__tenstuff)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__help__subcmd__under10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__help__subcmd__updown)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__krumme10)
            opts="-h --players --teams --long --showdown --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__pig10)
            opts="-h --players --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__tenstuff)
            opts="-h --players --casual --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__under10)
            opts="-h --players --end --bonus-cards --starter --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --end)
                    COMPREPLY=($(compgen -W "last-standing first-out" -- "${cur}"))
                    return 0
                    ;;
                --starter)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__new__subcmd__updown)
            opts="-h --players --peak --hook --no-trump --referee --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --peak)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play)
            opts="-h --players --db --json --no-color --color --plain --lang --help under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__help)
            opts="under10 updown pig10 krumme10 tenstuff help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__help__subcmd__krumme10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__help__subcmd__pig10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__help__subcmd__tenstuff)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__help__subcmd__under10)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__help__subcmd__updown)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__krumme10)
            opts="-h --players --teams --long --showdown --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__pig10)
            opts="-h --players --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__tenstuff)
            opts="-h --players --casual --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__under10)
            opts="-h --players --end --bonus-cards --starter --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --end)
                    COMPREPLY=($(compgen -W "last-standing first-out" -- "${cur}"))
                    return 0
                    ;;
                --starter)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__play__subcmd__updown)
            opts="-h --players --peak --hook --no-trump --referee --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --players)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --peak)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player)
            opts="-h --db --json --no-color --color --plain --lang --help list rename merge help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__help)
            opts="list rename merge help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__help__subcmd__merge)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__help__subcmd__rename)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__list)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__merge)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__player__subcmd__rename)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__reopen)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__round)
            opts="-h --call --luck --order --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --call)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --luck)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --order)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__rules)
            opts="-h --db --json --no-color --color --plain --lang --help under10 updown pig10 krumme10 tenstuff"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__series)
            opts="-h --db --json --no-color --color --plain --lang --help new standings help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__series__subcmd__help)
            opts="new standings help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__series__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__series__subcmd__help__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__series__subcmd__help__subcmd__standings)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__series__subcmd__new)
            opts="-h --best --min --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --best)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --min)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__series__subcmd__standings)
            opts="-h --html --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --html)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__show)
            opts="-h --all --chart --svg --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --svg)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__standings)
            opts="-h --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__stats)
            opts="-h --game --player --since --vs --limit --all --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --game)
                    COMPREPLY=($(compgen -W "under10 updown pig10 krumme10 tenstuff" -- "${cur}"))
                    return 0
                    ;;
                --player)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --vs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        tenscore__subcmd__undo)
            opts="-h --yes --db --json --no-color --color --plain --lang --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --lang)
                    COMPREPLY=($(compgen -W "en nl de" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _tenscore -o nosort -o bashdefault -o default tenscore
else
    complete -F _tenscore -o bashdefault -o default tenscore
fi
